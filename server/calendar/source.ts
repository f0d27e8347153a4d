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
  /**
   * The month's cut: only this many items of a day are shown. A source of many items a day (the
   * tasks) may send only its first `perDay` of each day, in the calendar's order, and count the
   * rest in `unsent`; the others may ignore it.
   */
  perDay?: number;
  /** The feed's rule: done tasks and milestones are left out (the calendar screen shows them). */
  leaveOutDoneWork?: boolean;
};

/** Items of one kind on one day that a source counted but did not send (the month's '+N more'). */
export type UnsentCount = { day: string; kind: CalendarKind; count: number };

export type SourceRead = CalendarItem[] | { items: CalendarItem[]; unsent: UnsentCount[] };

/**
 * One kind of dated record read for the calendar and the feed. Admin permission is checked once
 * by the caller (server/calendar/gather.ts) before any source runs; a source only reads.
 */
export type CalendarSource = (range: DayRange, ctx: CalendarContext) => Promise<SourceRead>;

export const wants = (ctx: CalendarContext, ...kinds: CalendarKind[]) =>
  kinds.some((kind) => ctx.kinds.includes(kind));

export const iso = (value: Date | string) => new Date(value).toISOString();
