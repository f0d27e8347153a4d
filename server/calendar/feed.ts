import ical, {
  foldLines,
  type ICalCalendarData,
  ICalCalendarMethod,
  ICalEvent,
  type ICalEventData,
} from "ical-generator";
import { CALENDAR_KIND_STYLES, type CalendarItem } from "../../core/calendar/calendar-item.ts";
import { feedRange, sequenceOf } from "../../core/calendar/feed.ts";
import { addDays } from "../../core/revenue/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { cachedFeedText } from "./feed-cache.ts";
import { feedOwner } from "./feed-token.ts";
import { agencyDays, gatherCalendar } from "./gather.ts";

/** Events are taken in slices this long, the event loop served between them. */
const EVENTS_PER_SLICE = 500;

export const FEED_CALENDAR: ICalCalendarData = {
  name: "Agency calendar",
  prodId: { company: "agency-platform", product: "calendar", language: "EN" },
  method: ICalCalendarMethod.PUBLISH,
  ttl: 60 * 60,
};

/** One item as a VEVENT's data: UID from the item's id, link absolute. */
export function eventData(item: CalendarItem, baseUrl: string): ICalEventData {
  const style = CALENDAR_KIND_STYLES[item.kind];
  const status = item.done ? " (done)" : item.overdue ? " (overdue)" : "";
  const start = item.allDay ? new Date(`${item.start}T00:00:00Z`) : new Date(item.start);
  const url = new URL(item.href, baseUrl).toString();
  const lastModified = new Date(item.updatedAt);
  return {
    id: `${item.id}@${new URL(baseUrl).host}`,
    // The record's last change, not the build's time: an unchanged event is the same text at
    // every poll (and can be kept between builds).
    stamp: lastModified,
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
    lastModified,
    sequence: sequenceOf(item.updatedAt),
  };
}

/*
 * Each event's text from the last build, by everything it is written from: a build after a change
 * writes only the changed events again (at 28,000 events, writing them all takes 1.4 s of the
 * build's 2.4 s on PGlite; bench/README.md, "Projects and calendar").
 */
let written = new Map<string, string>();

/** Forgets the kept event texts (the benchmark's first build). */
export function clearWrittenEvents() {
  written = new Map();
}

/**
 * The items as an RFC 5545 calendar, one VEVENT each: what `calendar.toString()` gives with every
 * event added, written event by event so that kept events are not written again and the event loop
 * is served between slices. The lines around the events are the library's own (an empty
 * calendar's text, cut before its END line).
 */
export async function feedCalendar(items: CalendarItem[], baseUrl: string): Promise<string> {
  const calendar = ical(FEED_CALENDAR);
  const empty = calendar.toString();
  const end = empty.lastIndexOf("END:VCALENDAR");
  const parts = [empty.slice(0, end)];
  const next = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % EVENTS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const key = `${baseUrl}\n${JSON.stringify(item)}`;
    // The event's lines as the calendar writes them (ical-generator escapes and folds).
    const text =
      written.get(key) ??
      next.get(key) ??
      foldLines(new ICalEvent(eventData(item, baseUrl), calendar).toString());
    next.set(key, text);
    parts.push(text);
  }
  written = next;
  parts.push(empty.slice(end));
  return parts.join("");
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
    return new TextEncoder().encode(await feedCalendar(items, baseUrl));
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
