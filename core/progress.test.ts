import { describe, expect, it } from "vitest";
import { bytesProgress, sendingProgress, timeLeft } from "./progress.ts";

describe("progress in words", () => {
  it("says how many were sent of how many, and the time left at the pace so far", () => {
    const start = new Date("2026-11-27T10:00:00Z");
    const p = sendingProgress(1240, 5000, start, new Date("2026-11-27T10:01:00Z"));
    expect(p).toEqual({
      value: 1240,
      max: 5000,
      text: "Sent 1,240 of 5,000",
      estimate: "about 3 minutes left",
    });
    expect(sendingProgress(0, 5000, start, start).estimate).toBeNull();
    expect(sendingProgress(5000, 5000, start).estimate).toBeNull();
  });

  it("rounds the time left to what a person reads", () => {
    expect(timeLeft(50, 100, 30_000)).toBe("less than a minute left");
    expect(timeLeft(10, 100, 60_000)).toBe("about 9 minutes left");
    expect(timeLeft(1, 100, 60_000)).toBe("about 2 hours left");
    expect(bytesProgress(12_400_000, 500_000_000)).toBe("12.4 MB of 500.0 MB");
  });
});
