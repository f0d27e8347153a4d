import type { CalendarItem, CalendarKind } from "../../core/calendar/calendar-item.ts";
import type { DayRange } from "../../core/calendar/view.ts";
import type { Db } from "../db/client.ts";

/** What every source is given besides the days: the agency's zone and today, the kinds wanted. */
export type CalendarContext = {
  db: Db;
  /** The agency's time zone setting (valid; UTC when the stored one is not). */
  timeZone: string;
  /** Today in that zone (YYYY-MM-DD): what 'overdue' is measured against. */
  today: string;
  /** The kinds the reader asked for; a source may skip its query when none of its kinds is wanted. */
  kinds: readonly CalendarKind[];
};

/**
 * One kind of dated record read for the calendar and the feed. Admin permission is checked once
 * by the caller (server/calendar/gather.ts) before any source runs; a source only reads.
 */
export type CalendarSource = (range: DayRange, ctx: CalendarContext) => Promise<CalendarItem[]>;

export const wants = (ctx: CalendarContext, ...kinds: CalendarKind[]) =>
  kinds.some((kind) => ctx.kinds.includes(kind));

export const iso = (value: Date | string) => new Date(value).toISOString();
