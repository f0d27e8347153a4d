import { describe, expect, it } from "vitest";
import { parsePeriod, periodWindows } from "./period.ts";

describe("dashboard periods", () => {
  it("accepts 7d, 30d and 90d and defaults to 30d", () => {
    expect(parsePeriod("7d")).toBe("7d");
    expect(parsePeriod("90d")).toBe("90d");
    expect(parsePeriod(null)).toBe("30d");
    expect(parsePeriod("1y")).toBe("30d");
  });

  it("compares the last N days with the N days before", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(periodWindows("7d", now)).toEqual({
      previousStart: new Date("2026-11-08T12:00:00Z"),
      currentStart: new Date("2026-11-15T12:00:00Z"),
      end: now,
    });
    expect(periodWindows("30d", now).currentStart).toEqual(new Date("2026-10-23T12:00:00Z"));
  });
});
