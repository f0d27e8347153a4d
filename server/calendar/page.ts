import { countByKind, itemsByDay } from "../../core/calendar/rules.ts";
import { MONTH_DAY_ITEMS, parseCalendarQuery, viewRange } from "../../core/calendar/view.ts";
import { assertAdmin } from "../admin-access.ts";
import type { SessionUser } from "../session.ts";
import { feedStatus } from "./feed-token.ts";
import { agencyDays, gatherCalendar } from "./gather.ts";

/** What /admin/calendar shows: the URL's view and period, its items, and the admin's feed status. */
export async function calendarPage(actor: SessionUser, params: URLSearchParams, now = new Date()) {
  assertAdmin(actor);
  const agency = await agencyDays(undefined, now);
  const query = parseCalendarQuery(params, agency.today);
  const range = viewRange(query.view, query.date);
  const [all, feed] = await Promise.all([gatherCalendar(actor, range, { agency }), feedStatus(actor)]);
  const shown = all.filter((item) => query.kinds.includes(item.kind));
  // A month shows a few items a day and '+N more' (its week shows them all): only those few are
  // sent, so that a busy month (thousands of tasks) stays a small page.
  const more: Record<string, number> = {};
  let items = shown;
  if (query.view === "month") {
    items = [];
    for (const [day, list] of itemsByDay(shown, agency.timeZone)) {
      items.push(...list.slice(0, MONTH_DAY_ITEMS));
      if (list.length > MONTH_DAY_ITEMS) more[day] = list.length - MONTH_DAY_ITEMS;
    }
  }
  return { query, range, ...agency, items, more, counts: countByKind(all), feed };
}

export type CalendarPageData = Awaited<ReturnType<typeof calendarPage>>;
