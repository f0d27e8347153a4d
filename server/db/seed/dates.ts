/* Date helpers for the seed: every date is relative to the `now` the caller passes. */

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number) {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number) {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** `days` days before `now`, at the given UTC hour and minute. */
export function daysAgo(now: Date, days: number, hour = 15, minute = 0) {
  const date = addDays(now, -days);
  date.setUTCHours(hour, minute, 0, 0);
  return date > now ? new Date(now) : date;
}

/** The YYYY-MM-DD form used by `date` columns (UTC). */
export function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Day `day` of the month `monthsBack` months before `now`'s month (UTC), clamped to that month. */
export function dayOfMonthsBack(now: Date, monthsBack: number, day: number) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1, 15));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first;
}

export function daysInMonthsBack(now: Date, monthsBack: number) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack + 1, 0));
  return first.getUTCDate();
}

/** Rounds an amount to whole `step`s and formats it for a numeric(14,2) column. */
export function money(amount: number, step = 1) {
  return (Math.round(amount / step) * step).toFixed(2);
}

/** `date`, or `now` when `date` would be in the future. */
export function notAfter(date: Date, now: Date) {
  return date > now ? new Date(now) : date;
}
