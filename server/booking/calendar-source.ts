import { and, eq, gte, inArray, lt } from "drizzle-orm";
import type { CalendarItem } from "../../core/calendar/calendar-item.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookings, bookingTypes } from "../db/schema.ts";

/**
 * The bookings of a range as calendar items (kind 'booking') for /admin/calendar and its feed:
 * confirmed and no-show meetings that start in [from, to). Cancelled ones are left out.
 */
export async function bookingCalendarItems(
  from: Date,
  to: Date,
  db: Db = getDb(),
  now = new Date(),
): Promise<CalendarItem[]> {
  const rows = await db
    .select({
      id: bookings.id,
      start: bookings.startAt,
      end: bookings.endAt,
      status: bookings.status,
      name: bookings.name,
      email: bookings.email,
      contactId: bookings.contactId,
      updatedAt: bookings.updatedAt,
      typeName: bookingTypes.name,
    })
    .from(bookings)
    .innerJoin(bookingTypes, eq(bookings.typeId, bookingTypes.id))
    .where(
      and(
        gte(bookings.startAt, from),
        lt(bookings.startAt, to),
        inArray(bookings.status, ["confirmed", "no_show"]),
      ),
    )
    .orderBy(bookings.startAt);
  return rows.map((r) => ({
    id: `booking:${r.id}`,
    kind: "booking",
    title: `${r.typeName}: ${r.name}`,
    allDay: false,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    href: r.contactId ? `/admin/contacts/${r.contactId}` : "/admin/bookings",
    overdue: false,
    done: r.end.getTime() <= now.getTime() || r.status === "no_show",
    detail: r.status === "no_show" ? `${r.email} · no-show` : r.email,
    updatedAt: r.updatedAt.toISOString(),
  }));
}
