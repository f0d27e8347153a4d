import { describe, expect, it } from "vitest";
import { wholeMonths } from "./range.ts";

describe("wholeMonths", () => {
  it("keeps the calendar months that lie entirely inside the window", () => {
    expect(wholeMonths("2026-01-15", "2026-04-10")).toEqual({ start: "2026-02-01", end: "2026-04-01" });
    expect(wholeMonths("1970-01-01", "2026-11-24")).toEqual({ start: "1970-01-01", end: "2026-11-01" });
    // A window ending on a month's last day includes that month, across a year and in February.
    expect(wholeMonths("2025-12-01", "2025-12-31")).toEqual({ start: "2025-12-01", end: "2026-01-01" });
    expect(wholeMonths("2024-02-01", "2024-02-29")).toEqual({ start: "2024-02-01", end: "2024-03-01" });
  });

  it("is null when no month is whole", () => {
    expect(wholeMonths("2026-11-18", "2026-11-24")).toBeNull();
    expect(wholeMonths("2026-10-26", "2026-11-24")).toBeNull();
    expect(wholeMonths("2024-02-01", "2024-02-28")).toBeNull();
  });
});
