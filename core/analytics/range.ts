import { addDays } from "../calendar-day.ts";

/** Analytics ranges (001 section 9): 7d, 30d, 90d, 1y. */
export const ANALYTICS_RANGES = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = "30d";

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "1y": "Last year",
};

const DAYS: Record<AnalyticsRange, number> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };

export function parseRange(value: string | null | undefined): AnalyticsRange {
  return ANALYTICS_RANGES.includes(value as AnalyticsRange)
    ? (value as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
}

export const rangeDays = (range: AnalyticsRange) => DAYS[range];

export const utcDay = (time: number | Date) => new Date(time).toISOString().slice(0, 10);

export { addDays };

/** A window of whole UTC days, from and to inclusive. */
export type DayWindow = { from: string; to: string };

/**
 * The range as whole UTC days ending today (like the dashboard's periods), and the previous
 * window of the same length that Compare sets it against.
 */
export function rangeWindows(range: AnalyticsRange, now: Date): { current: DayWindow; previous: DayWindow } {
  const n = DAYS[range];
  const to = utcDay(now);
  const from = addDays(to, -(n - 1));
  return { current: { from, to }, previous: { from: addDays(from, -n), to: addDays(from, -1) } };
}

/** Every day of a window in order (for daily series with zero-filled gaps). */
export function daysOf(window: DayWindow): string[] {
  const days: string[] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) days.push(day);
  return days;
}
