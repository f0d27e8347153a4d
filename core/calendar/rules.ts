import { todayIn } from "../revenue/range.ts";
import { CALENDAR_KINDS, type CalendarItem, type CalendarKind } from "./calendar-item.ts";

/**
 * The agency's day of a stored instant. The contact form writes a follow-up's day as midnight UTC
 * (core/crm/contact-form.ts) and reads it back the same way: such an instant is that day as typed,
 * whatever the agency's zone (in Chicago, midnight UTC is still the evening before). Any other
 * instant (a campaign's minute, a follow-up set by an import) is counted in the agency's time zone,
 * as the revenue screens count days.
 */
export function agencyDayOf(instant: Date, timeZone: string, { typedDay = false } = {}): string {
  if (
    typedDay &&
    instant.getUTCHours() === 0 &&
    instant.getUTCMinutes() === 0 &&
    instant.getUTCSeconds() === 0
  )
    return instant.toISOString().slice(0, 10);
  return todayIn(timeZone, instant);
}

/** The day an item is shown on: an all-day item's own day, a timed one's day in the agency's zone. */
export function itemDay(item: Pick<CalendarItem, "allDay" | "start">, timeZone: string): string {
  return item.allDay ? item.start : todayIn(timeZone, new Date(item.start));
}

/** Instants that can fall on the days [from, to] in any time zone (±14 h), for an index-friendly read. */
export function instantWindow(from: string, to: string): { after: Date; before: Date } {
  const hour = 3_600_000;
  return {
    after: new Date(Date.parse(`${from}T00:00:00Z`) - 14 * hour),
    before: new Date(Date.parse(`${to}T00:00:00Z`) + 38 * hour),
  };
}

const kindOrder = new Map(CALENDAR_KINDS.map((k, i) => [k, i]));
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Titles in order with case ignored, by code point: the order SQL gives with
 * `order by lower(title) collate "C", title collate "C"` whatever the database's collation, so
 * that the month's cut made in SQL (the first items of a busy day) is the first shown here.
 */
export const compareTitles = (a: string, b: string) =>
  byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b);

/** Sorted for display: by day, all-day before timed, then by time and title. */
export function sortItems(items: CalendarItem[], timeZone: string): CalendarItem[] {
  // Each item's day once, not once per comparison (a month can hold thousands of items).
  const keyed = items.map((item) => ({ item, day: itemDay(item, timeZone) }));
  keyed.sort(
    ({ item: a, day: dayA }, { item: b, day: dayB }) =>
      byText(dayA, dayB) ||
      Number(a.allDay === false) - Number(b.allDay === false) ||
      byText(a.start, b.start) ||
      (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0) ||
      compareTitles(a.title, b.title),
  );
  return keyed.map(({ item }) => item);
}

/** Items grouped by the day they show on. */
export function itemsByDay(items: CalendarItem[], timeZone: string): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>();
  for (const item of sortItems(items, timeZone)) {
    const day = itemDay(item, timeZone);
    const list = map.get(day);
    if (list) list.push(item);
    else map.set(day, [item]);
  }
  return map;
}

export function countByKind(items: CalendarItem[]): Record<CalendarKind, number> {
  const counts = Object.fromEntries(CALENDAR_KINDS.map((k) => [k, 0])) as Record<CalendarKind, number>;
  for (const item of items) counts[item.kind]++;
  return counts;
}
