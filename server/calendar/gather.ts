import { CALENDAR_KINDS, type CalendarItem, type CalendarKind } from "../../core/calendar/calendar-item.ts";
import { sortItems } from "../../core/calendar/rules.ts";
import type { DayRange } from "../../core/calendar/view.ts";
import { assertAdmin } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { getRevenueSettings } from "../revenue/settings.ts";
import type { SessionUser } from "../session.ts";
import type { CalendarContext, CalendarSource } from "./source.ts";
import { CALENDAR_SOURCES } from "./sources.ts";

export type Agency = { timeZone: string; today: string };

/** The agency's time zone and today in it, as the revenue screens count days. */
export async function agencyDays(db: Db = getDb(), now = new Date()): Promise<Agency> {
  const { timeZone, today } = await getRevenueSettings(db, now);
  return { timeZone, today };
}

/**
 * Everything dated on the days [from, to] of the agency's calendar, from every source, sorted.
 * Admins only: the check is here, before any source reads.
 */
export async function gatherCalendar(
  actor: Pick<SessionUser, "isAdmin"> | null | undefined,
  range: DayRange,
  options: {
    kinds?: readonly CalendarKind[];
    agency?: Agency;
    db?: Db;
    sources?: readonly CalendarSource[];
  } = {},
): Promise<CalendarItem[]> {
  assertAdmin(actor as SessionUser);
  const db = options.db ?? getDb();
  const agency = options.agency ?? (await agencyDays(db));
  const ctx: CalendarContext = { db, ...agency, kinds: options.kinds ?? CALENDAR_KINDS };
  const lists = await Promise.all((options.sources ?? CALENDAR_SOURCES).map((read) => read(range, ctx)));
  // A source may return kinds it was not asked for (it need not filter): the filter holds here.
  const items = lists.flat().filter((item) => ctx.kinds.includes(item.kind));
  return sortItems(items, agency.timeZone);
}
