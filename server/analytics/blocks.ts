import { addDays } from "../../core/analytics/range.ts";

/*
 * Aligned blocks of closed days (docs/decisions/005-analytics-rollups.md): the breakdown and
 * web-vitals rollups of 8 and 64 consecutive days are kept besides the daily ones, so a year is read
 * as about 5 + 14 + 14 stored units instead of 365 days. Blocks are aligned on multiples of their
 * length counted from 1970-01-01, so every window shares the same blocks.
 */

export const BLOCK_SIZES = [64, 8] as const;
export type Block = { start: string; days: number };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Covers the days from `from` to `to` (inclusive) with the largest aligned blocks that fit wholly
 * inside, and single days at the edges. Empty when `to` is before `from`.
 */
export function coverDays(from: string, to: string): { days: string[]; blocks: Block[] } {
  const days: string[] = [];
  const blocks: Block[] = [];
  const last = dayNumber(to);
  let day = from;
  while (dayNumber(day) <= last) {
    const n = dayNumber(day);
    const size = BLOCK_SIZES.find((s) => n % s === 0 && n + s - 1 <= last);
    if (size) {
      blocks.push({ start: day, days: size });
      day = addDays(day, size);
    } else {
      days.push(day);
      day = addDays(day, 1);
    }
  }
  return { days, blocks };
}
