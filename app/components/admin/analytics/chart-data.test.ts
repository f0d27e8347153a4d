import { describe, expect, it } from "vitest";
import { labelPartialLast, valueAxisWidth, withPartialLast } from "./chart-data.ts";
import { moneyTick } from "./format.ts";

describe("the charts' data", () => {
  it("gives a money axis room for its longest label ('$22.5K' was cut at 48 px)", () => {
    const width = valueAxisWidth([17_800, 29_950, 29_100, 22_400], moneyTick);
    // '$22.5K' is six characters of about 7 px at 12 px, and the tick's gap.
    expect(width).toBeGreaterThanOrEqual(6 * 7 + 8);
    expect(width).toBeGreaterThan(48);
    expect(valueAxisWidth([1_250_000], (v) => `$${Math.round(v).toLocaleString("en-US")}`)).toBeGreaterThan(
      72,
    );
    expect(valueAxisWidth([3, 5], String)).toBeLessThanOrEqual(48);
  });

  it("ends a daily line at yesterday and marks today, still counting, apart", () => {
    const rows = withPartialLast(
      [
        { day: "Nov 25", views: 120 },
        { day: "Nov 26", views: 130 },
        { day: "Nov 27", views: 20 },
      ],
      "day",
      ["views"],
    );
    expect(rows).toEqual([
      { day: "Nov 25", views: 120, viewsSoFar: null },
      { day: "Nov 26", views: 130, viewsSoFar: 130 },
      { day: "Nov 27 (so far)", views: null, viewsSoFar: 20 },
    ]);
  });

  it("labels a bar chart's last bar as still counting", () => {
    expect(labelPartialLast([{ month: "Oct 2026" }, { month: "Nov 2026" }], "month")).toEqual([
      { month: "Oct 2026" },
      { month: "Nov 2026 (so far)" },
    ]);
  });
});
