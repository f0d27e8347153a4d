import { addDays } from "../revenue/range.ts";
import type { DayRange } from "./view.ts";

/** The feed's window: 90 days back (recent history) and a year ahead, from the agency's today. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;

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
