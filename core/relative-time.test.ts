import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("relativeTime", () => {
  it("says 'Just now' under 1 minute (and for clock skew into the future)", () => {
    expect(relativeTime(ago(0), now)).toBe("Just now");
    expect(relativeTime(ago(59_999), now)).toBe("Just now");
    expect(relativeTime(ago(-5000), now)).toBe("Just now");
  });

  it("counts minutes, then hours up to 24, then days up to 7", () => {
    expect(relativeTime(ago(MIN), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * MIN), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(60 * MIN), now)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * 60 * MIN + 59 * MIN), now)).toBe("23 hours ago");
    expect(relativeTime(ago(24 * 60 * MIN), now)).toBe("1 day ago");
    expect(relativeTime(ago(6 * 24 * 60 * MIN), now)).toBe("6 days ago");
  });

  it("prints a date from 7 days on", () => {
    expect(relativeTime(ago(7 * 24 * 60 * MIN), now)).toBe("Nov 15, 2026");
    expect(relativeTime("2025-03-01T10:00:00Z", now)).toBe("Mar 1, 2025");
  });
});
