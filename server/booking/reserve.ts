import { eq, sql } from "drizzle-orm";
import { slotCells } from "../../core/booking/slots.ts";
import type { Availability } from "../../core/booking/types.ts";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { bookingSlots } from "../db/schema.ts";

/*
 * The database's half of 'one booking per slot' (issue 31 item 4): a booking's buffered span is
 * written as 5-minute cells under a primary key, and its day's count is raised under the row's
 * lock, in the booking's transaction. A second booking of an overlapping time, from any instance,
 * fails on the key; one over the daily limit sees the raised count. Either rolls back everything.
 */

export class SlotTaken extends Error {
  constructor() {
    super("slot taken");
    this.name = "SlotTaken";
  }
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function reserveSlot(
  tx: Db,
  booking: { id: string; startAt: Date; endAt: Date; agencyDay: string },
  availability: Availability,
) {
  const cells = slotCells(booking.startAt, booking.endAt, availability);
  // ON CONFLICT DO NOTHING with a count, rather than an error: on PostgreSQL a failed statement
  // would abort the transaction, and the count says the same thing without one.
  const inserted = await tx
    .insert(bookingSlots)
    .values(cells.map((cellStart) => ({ cellStart, bookingId: booking.id })))
    .onConflictDoNothing()
    .returning({ cell: bookingSlots.cellStart });
  if (inserted.length !== cells.length) throw new SlotTaken();
  const [row] = rowsOf<{ count: number }>(
    await tx.execute(sql`insert into booking_day_counts (day, count) values (${booking.agencyDay}, 1)
      on conflict (day) do update set count = booking_day_counts.count + 1 returning count`),
  );
  if (availability.dailyLimit > 0 && Number(row.count) > availability.dailyLimit) throw new SlotTaken();
}

/** Frees a booking's cells and its place in the day's count (cancel, reschedule, no-show keeps it). */
export async function releaseSlot(tx: Db, booking: { id: string; agencyDay: string }) {
  await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, booking.id));
  await tx.execute(
    sql`update booking_day_counts set count = greatest(count - 1, 0) where day = ${booking.agencyDay}`,
  );
}
