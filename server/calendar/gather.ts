import { CALENDAR_KINDS, type CalendarItem, type CalendarKind } from "../../core/calendar/calendar-item.ts";
import { sortItems } from "../../core/calendar/rules.ts";
import type { DayRange } from "../../core/calendar/view.ts";
import { assertAdmin } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { getRevenueSettings } from "../revenue/settings.ts";
import type { SessionUser } from "../session.ts";
import type { CalendarContext, CalendarSource, UnsentCount } from "./source.ts";
import { CALENDAR_SOURCES } from "./sources.ts";

export type Agency = { timeZone: string; today: string };

/** The agency's time zone and today in it, as the revenue screens count days. */
export async function agencyDays(db: Db = getDb(), now = new Date()): Promise<Agency> {
  const { timeZone, today } = await getRevenueSettings(db, now);
  return { timeZone, today };
}

type GatherOptions = {
  kinds?: readonly CalendarKind[];
  agency?: Agency;
  db?: Db;
  sources?: readonly CalendarSource[];
  /** The feed's rule (see CalendarContext). */
  leaveOutDoneWork?: boolean;
};

/**
 * Everything dated on the days [from, to] of the agency's calendar, from every source, sorted;
 * with `perDay`, the sources of many items a day may send only their first few of each day and
 * count the rest in `unsent` (the month's cut). Admins only: the check is here, before any source
 * reads.
 */
export async function gatherCalendarDays(
  actor: Pick<SessionUser, "isAdmin"> | null | undefined,
  range: DayRange,
  options: GatherOptions & { perDay?: number } = {},
): Promise<{ items: CalendarItem[]; unsent: UnsentCount[] }> {
  assertAdmin(actor as SessionUser);
  const db = options.db ?? getDb();
  const agency = options.agency ?? (await agencyDays(db));
  const ctx: CalendarContext = {
    db,
    ...agency,
    kinds: options.kinds ?? CALENDAR_KINDS,
    perDay: options.perDay,
    leaveOutDoneWork: options.leaveOutDoneWork,
  };
  const reads = await Promise.all((options.sources ?? CALENDAR_SOURCES).map((read) => read(range, ctx)));
  const items: CalendarItem[] = [];
  const unsent: UnsentCount[] = [];
  for (const read of reads) {
    // A source may return kinds it was not asked for (it need not filter): the filter holds here.
    const part = Array.isArray(read) ? { items: read, unsent: [] } : read;
    for (const item of part.items) if (ctx.kinds.includes(item.kind)) items.push(item);
    for (const count of part.unsent) if (ctx.kinds.includes(count.kind)) unsent.push(count);
  }
  return { items: sortItems(items, agency.timeZone), unsent };
}

/** Every item dated on the days [from, to] (no cut), sorted. Admins only. */
export async function gatherCalendar(
  actor: Pick<SessionUser, "isAdmin"> | null | undefined,
  range: DayRange,
  options: GatherOptions = {},
): Promise<CalendarItem[]> {
  return (await gatherCalendarDays(actor, range, options)).items;
}
