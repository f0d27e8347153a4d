import { countByKind, itemsByDay } from "../../core/calendar/rules.ts";
import { MONTH_DAY_ITEMS, parseCalendarQuery, viewRange } from "../../core/calendar/view.ts";
import { assertAdmin } from "../admin-access.ts";
import type { SessionUser } from "../session.ts";
import { feedStatus } from "./feed-token.ts";
import { agencyDays, gatherCalendarDays } from "./gather.ts";

/** What /admin/calendar shows: the URL's view and period, its items, and the admin's feed status. */
export async function calendarPage(actor: SessionUser, params: URLSearchParams, now = new Date()) {
  assertAdmin(actor);
  const agency = await agencyDays(undefined, now);
  const query = parseCalendarQuery(params, agency.today);
  const range = viewRange(query.view, query.date);
  const month = query.view === "month";
  // A month shows a few items a day and '+N more' (its week shows them all): only those few are
  // read in full (the busiest sources cut each day in SQL and count the rest), so that a month
  // with thousands of tasks stays a small read and a small page.
  const [gathered, feed] = await Promise.all([
    gatherCalendarDays(actor, range, { agency, perDay: month ? MONTH_DAY_ITEMS : undefined }),
    feedStatus(actor),
  ]);
  const counts = countByKind(gathered.items);
  for (const { kind, count } of gathered.unsent) counts[kind] += count;
  const shown = gathered.items.filter((item) => query.kinds.includes(item.kind));
  const more: Record<string, number> = {};
  let items = shown;
  if (month) {
    items = [];
    for (const [day, list] of itemsByDay(shown, agency.timeZone)) {
      items.push(...list.slice(0, MONTH_DAY_ITEMS));
      if (list.length > MONTH_DAY_ITEMS) more[day] = list.length - MONTH_DAY_ITEMS;
    }
    for (const { day, kind, count } of gathered.unsent)
      if (query.kinds.includes(kind)) more[day] = (more[day] ?? 0) + count;
  }
  return { query, range, ...agency, items, more, counts, feed };
}

export type CalendarPageData = Awaited<ReturnType<typeof calendarPage>>;
