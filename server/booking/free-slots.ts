import { and, eq, gt, lt, ne } from "drizzle-orm";
import { bookingWindow, freeSlots } from "../../core/booking/slots.ts";
import type { Availability, MeetingType } from "../../core/booking/types.ts";
import { zonedDate } from "../../core/booking/zoned.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookings } from "../db/schema.ts";

const DAY = 86_400_000;

export type SlotContext = { availability: Availability; timeZone: string; now: Date };

/**
 * What the slot rule needs from the database for a window: the confirmed meetings that may touch
 * it (with a day's margin for buffers) and the meetings per agency day. One indexed range read.
 */
export async function busyIn(db: Db, from: Date, to: Date, ignoreBookingId?: string) {
  const rows = await db
    .select({ start: bookings.startAt, end: bookings.endAt, day: bookings.agencyDay })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        ignoreBookingId ? ne(bookings.id, ignoreBookingId) : undefined,
        lt(bookings.startAt, new Date(to.getTime() + 2 * DAY)),
        gt(bookings.endAt, new Date(from.getTime() - 2 * DAY)),
      ),
    );
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(r.day, (perDay.get(r.day) ?? 0) + 1);
  return { bookings: rows.map((r) => ({ start: r.start, end: r.end })), perDay };
}

/** The free start times of a type between two instants (clipped to notice and horizon). */
export async function freeSlotsFor(
  type: Pick<MeetingType, "durationMinutes">,
  ctx: SlotContext,
  from: Date,
  to: Date,
  db: Db = getDb(),
): Promise<Date[]> {
  const { earliest, latest } = bookingWindow(ctx.availability, ctx.now);
  const start = new Date(Math.max(from.getTime(), earliest));
  const end = new Date(Math.min(to.getTime(), latest));
  if (start > end) return [];
  const busy = await busyIn(db, start, end);
  return freeSlots({ ...ctx, durationMinutes: type.durationMinutes, from: start, to: end, ...busy });
}

/** The whole bookable horizon: now until the last day ahead. */
export function horizon(ctx: SlotContext) {
  const { earliest, latest } = bookingWindow(ctx.availability, ctx.now);
  return { from: new Date(earliest), to: new Date(latest), lastDay: zonedDate(latest, ctx.timeZone) };
}
