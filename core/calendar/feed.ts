import { addDays } from "../revenue/range.ts";
import type { DayRange } from "./view.ts";

/**
 * The feed's window, from the agency's today: 30 days back (last month's history, and overdue work
 * of the last weeks) and 180 ahead (the half-year a calendar app is planned in). Done tasks and
 * milestones are left out of the feed (server/calendar/feed.ts): a subscriber's calendar holds what
 * is still to do, the calendar screen keeps the rest. Decision 031.
 */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;

export function feedRange(today: string): DayRange {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

/**
 * A calendar app updates an event when its SEQUENCE grows: the record's last change in whole
 * minutes since 2020 grows with every edit and stays put between reads (RFC 5545 3.8.7.4).
 */
export function sequenceOf(updatedAt: string): number {
  const minutes = Math.floor((Date.parse(updatedAt) - Date.UTC(2020, 0, 1)) / 60_000);
  return Math.max(0, minutes);
}
