import { describe, expect, it } from "vitest";
import { daysOf } from "../../core/analytics/range.ts";
import { coverDays } from "./blocks.ts";

const spanned = (cover: ReturnType<typeof coverDays>) =>
  [
    ...cover.days,
    ...cover.blocks.flatMap((b) => daysOf({ from: b.start, to: addN(b.start, b.days - 1) })),
  ].sort();
const addN = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("coverDays: aligned 64- and 8-day blocks with single days at the edges", () => {
  it("covers every day of a year exactly once, with few units", () => {
    const from = "2025-11-23";
    const to = "2026-11-21";
    const cover = coverDays(from, to);
    expect(spanned(cover)).toEqual(daysOf({ from, to }));
    expect(cover.days.length + cover.blocks.length).toBeLessThanOrEqual(5 + 14 + 14);
    expect(cover.blocks.some((b) => b.days === 64)).toBe(true);
  });

  it("aligns blocks on multiples of their length since 1970-01-01", () => {
    for (const b of coverDays("2026-01-01", "2026-12-31").blocks) {
      expect((Date.parse(`${b.start}T00:00:00Z`) / 86_400_000) % b.days).toBe(0);
    }
  });

  it("uses only single days when no block fits, and nothing for an empty span", () => {
    // 1970-01-09 is day 8: an 8-day block would need days 8..15.
    expect(coverDays("1970-01-10", "1970-01-15")).toEqual({
      days: ["1970-01-10", "1970-01-11", "1970-01-12", "1970-01-13", "1970-01-14", "1970-01-15"],
      blocks: [],
    });
    expect(coverDays("1970-01-09", "1970-01-16").blocks).toEqual([{ start: "1970-01-09", days: 8 }]);
    expect(coverDays("2026-11-22", "2026-11-21")).toEqual({ days: [], blocks: [] });
  });
});
