import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { claimEach } from "../db/claim-each.ts";
import { type Database, type Db, getDb } from "../db/client.ts";
import { bookings, bookingTypes } from "../db/schema.ts";
import { startSweep } from "../wakeable-loop.ts";
import { toMeetingType } from "./config.ts";
import { queueBookingMails } from "./mails.ts";

/*
 * The reminder 24 hours before a meeting (issue 31 item 5), sent once across instances: the claim
 * is an UPDATE that sets reminder_sent_at only where it is still empty, in the same transaction as
 * the queued mail; every other instance's UPDATE finds nothing. A meeting booked less than a day
 * ahead gets none (its confirmation has just arrived). A reschedule clears the claim.
 */

const DAY = 86_400_000;

export async function sendDueBookingReminders(db: Db = getDb(), now = new Date()): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNull(bookings.reminderSentAt),
        gt(bookings.startAt, now),
        lte(bookings.startAt, new Date(now.getTime() + DAY)),
        lte(bookings.createdAt, sql`${bookings.startAt} - interval '24 hours'`),
      ),
    )
    .limit(200);
  return claimEach(
    db,
    due.map((row) => row.id),
    async (tx, id) => {
      const [claimed] = await tx
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(and(eq(bookings.id, id), isNull(bookings.reminderSentAt), eq(bookings.status, "confirmed")))
        .returning();
      if (!claimed) return false;
      const [type] = await tx.select().from(bookingTypes).where(eq(bookingTypes.id, claimed.typeId));
      await queueBookingMails(tx, "reminder", claimed, toMeetingType(type));
      return true;
    },
  );
}

/** Looks for due reminders every 5 minutes (and at start); any number of instances may run it. */
export function startBookingReminders(database: Database, pollMs = 5 * 60_000) {
  return startSweep({
    database,
    channel: "booking_reminders_wake",
    pollMs,
    sweep: () => sendDueBookingReminders(database.db),
    label: "[booking] reminders",
  });
}
