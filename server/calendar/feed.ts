import ical, { ICalCalendarMethod } from "ical-generator";
import { CALENDAR_KIND_STYLES, type CalendarItem } from "../../core/calendar/calendar-item.ts";
import { feedRange, sequenceOf } from "../../core/calendar/feed.ts";
import { addDays } from "../../core/revenue/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { cachedFeedText } from "./feed-cache.ts";
import { feedOwner } from "./feed-token.ts";
import { agencyDays, gatherCalendar } from "./gather.ts";

/** The items as an RFC 5545 calendar: one VEVENT each, UID from the item's id, links absolute. */
export function feedCalendar(items: CalendarItem[], baseUrl: string, now = new Date()): string {
  const host = new URL(baseUrl).host;
  const calendar = ical({
    name: "Agency calendar",
    prodId: { company: "agency-platform", product: "calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const item of items) {
    const style = CALENDAR_KIND_STYLES[item.kind];
    const status = item.done ? " (done)" : item.overdue ? " (overdue)" : "";
    const start = item.allDay ? new Date(`${item.start}T00:00:00Z`) : new Date(item.start);
    const url = new URL(item.href, baseUrl).toString();
    calendar.createEvent({
      id: `${item.id}@${host}`,
      stamp: now,
      start,
      // An all-day item is the one day; a timed one without an end is a moment (30 minutes shown).
      end: item.allDay
        ? new Date(`${addDays(item.start, 1)}T00:00:00Z`)
        : new Date(item.end ?? start.getTime() + 30 * 60_000),
      allDay: item.allDay,
      summary: `${style.label}: ${item.title}${status}`,
      description: [item.detail, `Open: ${url}`].filter(Boolean).join("\n"),
      url,
      categories: [{ name: style.label }],
      lastModified: new Date(item.updatedAt),
      sequence: sequenceOf(item.updatedAt),
    });
  }
  return calendar.toString();
}

/** GET /calendar/feed/<token>.ics: the feed, or a bare 404 for any token that opens nothing. */
export async function feedResponse(token: string | undefined, now = new Date(), db: Db = getDb()) {
  const owner = await feedOwner(token, db);
  if (!owner) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const agency = await agencyDays(db, now);
  const baseUrl = getEnv().BASE_URL;
  const text = await cachedFeedText(`${agency.today}|${agency.timeZone}|${baseUrl}`, async () => {
    // What is still to do: done tasks and milestones are left out (decision 031).
    const items = await gatherCalendar(owner, feedRange(agency.today), {
      agency,
      db,
      leaveOutDoneWork: true,
    });
    return new TextEncoder().encode(feedCalendar(items, baseUrl, now));
  });
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
