import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { bookingWindow, freeSlots } from "../../core/booking/slots.ts";
import type { Availability, MeetingType } from "../../core/booking/types.ts";
import { zonedDate } from "../../core/booking/zoned.ts";
import { type Db, getDb } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { bookings } from "../db/schema.ts";

const DAY = 86_400_000;

export type SlotContext = { availability: Availability; timeZone: string; now: Date };

/**
 * What the slot rule needs from the database for a window: the confirmed meetings that may touch
 * it (with a day's margin for buffers) and the meetings per agency day. One indexed range read,
 * returned as one JSON row: on PGlite, 500 rows of timestamps cost twice as much to hand over
 * and parse as the same spans in one text (bench/README.md, booking).
 */
export async function busyIn(db: Db, from: Date, to: Date, ignoreBookingId?: string) {
  const where = and(
    eq(bookings.status, "confirmed"),
    ignoreBookingId ? ne(bookings.id, ignoreBookingId) : undefined,
    lt(bookings.startAt, new Date(to.getTime() + 2 * DAY)),
    gt(bookings.endAt, new Date(from.getTime() - 2 * DAY)),
  );
  const [row] = rowsOf<{ spans: string | null }>(
    await db.execute(sql`select json_agg(json_build_array(
        extract(epoch from ${bookings.startAt}) * 1000,
        extract(epoch from ${bookings.endAt}) * 1000,
        ${bookings.agencyDay}))::text as spans
      from ${bookings} where ${where}`),
  );
  const spans = JSON.parse(row?.spans ?? "null") ?? [];
  const perDay = new Map<string, number>();
  const busy: { start: Date; end: Date }[] = [];
  for (const [start, end, day] of spans as [number | string, number | string, string][]) {
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    busy.push({ start: new Date(Number(start)), end: new Date(Number(end)) });
  }
  return { bookings: busy, perDay };
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
