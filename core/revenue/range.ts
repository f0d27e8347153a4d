import { addDays } from "../calendar-day.ts";

/** Revenue ranges (001 sections 2 and 9): 7d, 30d, 90d, 1y and all, which starts from 1970. */
export const REVENUE_RANGES = ["7d", "30d", "90d", "1y", "all"] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number];
export const DEFAULT_REVENUE_RANGE: RevenueRange = "30d";

export const RANGE_LABELS: Record<RevenueRange, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "1y": "Last year",
  all: "All time",
};

export const ALL_TIME_FROM = "1970-01-01";

export function parseRange(value: string | null | undefined): RevenueRange {
  return REVENUE_RANGES.includes(value as RevenueRange) ? (value as RevenueRange) : DEFAULT_REVENUE_RANGE;
}

/** Today's calendar date (YYYY-MM-DD) in the agency's time zone; UTC when the zone is unknown. */
// Making a DateTimeFormat costs far more than using one, and lists (a board of 2,000 projects, a
// calendar month) ask for a day per row: one formatter per zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
    } catch {
      format = null;
    }
    if (dayFormats.size < 100) dayFormats.set(timeZone, format);
  }
  return format;
}

export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}

export { addDays };

export type RangeWindow = {
  from: string;
  to: string;
  /** The window of equal length just before, for growth; null for 'all', which has none. */
  previousFrom: string | null;
};

/**
 * Whole days in the agency's time zone, today included: 30d is today and the 29 days before it,
 * compared with the 30 days before that. 1y is 365 days.
 */
export function rangeWindow(range: RevenueRange, today: string): RangeWindow {
  if (range === "all") return { from: ALL_TIME_FROM, to: today, previousFrom: null };
  const days = range === "1y" ? 365 : Number.parseInt(range, 10);
  return { from: addDays(today, -(days - 1)), to: today, previousFrom: addDays(today, -(2 * days - 1)) };
}

/** The first day of the month after `day`'s month. */
function nextMonthStart(day: string): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The whole calendar months inside [from, to], as [start, end) with both on the 1st; null when
 * the window holds no whole month. The monthly rollup answers these months; the days before
 * start and from end on are read row by row, so the sums stay exact for any window.
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const start = from.endsWith("-01") ? from : nextMonthStart(from);
  const end = `${addDays(to, 1).slice(0, 7)}-01`;
  return start < end ? { start, end } : null;
}
