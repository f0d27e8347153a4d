/**
 * A day as a date input sends it (YYYY-MM-DD) that exists on the calendar. The pattern alone lets
 * 2026-02-30 through, and JavaScript rolls it over to 2 March, while PostgreSQL refuses it: checked
 * by a round trip, so that such a day is a form message instead of a failed query.
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The date `days` after a calendar date (YYYY-MM-DD; negative goes back): calendar arithmetic, no zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday of a calendar date. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
