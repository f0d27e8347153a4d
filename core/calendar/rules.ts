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

/** Sorted for display: by day, all-day before timed, then by time and title. */
export function sortItems(items: CalendarItem[], timeZone: string): CalendarItem[] {
  const order = new Map(CALENDAR_KINDS.map((k, i) => [k, i]));
  return [...items].sort(
    (a, b) =>
      itemDay(a, timeZone).localeCompare(itemDay(b, timeZone)) ||
      Number(a.allDay === false) - Number(b.allDay === false) ||
      a.start.localeCompare(b.start) ||
      (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0) ||
      a.title.localeCompare(b.title),
  );
}

/** Items grouped by the day they show on. */
export function itemsByDay(items: CalendarItem[], timeZone: string): Map<string, CalendarItem[]> {
  const map = new Map<string, CalendarItem[]>();
  for (const item of sortItems(items, timeZone)) {
    const day = itemDay(item, timeZone);
    map.set(day, [...(map.get(day) ?? []), item]);
  }
  return map;
}

export function countByKind(items: CalendarItem[]): Record<CalendarKind, number> {
  const counts = Object.fromEntries(CALENDAR_KINDS.map((k) => [k, 0])) as Record<CalendarKind, number>;
  for (const item of items) counts[item.kind]++;
  return counts;
}
