import { eq } from "drizzle-orm";
import { BOOKING_MESSAGES, type MeetingType } from "../../core/booking/types.ts";
import { formatInZone, isTimeZone, zonedDate } from "../../core/booking/zoned.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { agencyTimeZone } from "../agency-settings.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookings, bookingTypes } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { getAvailability, toMeetingType } from "./config.ts";
import { checkSlot, parseStart } from "./confirm.ts";
import { type LinkAction, verifyBookingLink } from "./links.ts";
import { type BookingRow, queueBookingMails } from "./mails.ts";
import { isUniqueViolation, releaseSlot, reserveSlot, SlotTaken } from "./reserve.ts";

/*
 * Cancel and reschedule (issue 31 item 5), by the visitor's signed link or by an admin. Each is
 * one transaction on the locked booking row: the old cells and day count are freed and, for a
 * move, the new ones reserved (a taken time rolls everything back, the old time kept).
 */

export type LinkState =
  | { state: "forged" }
  | { state: "used"; message: string }
  | { state: "past" }
  | { state: "ok"; booking: BookingRow; type: MeetingType };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadBooking(db: Db, id: string, lock = false) {
  if (!uuid.test(id)) return null;
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return null;
  const [type] = await db.select().from(bookingTypes).where(eq(bookingTypes.id, row.typeId));
  return { booking: row, type: toMeetingType(type) };
}

function stateOf(loaded: Awaited<ReturnType<typeof loadBooking>>, sequence: number, now: Date): LinkState {
  if (!loaded) return { state: "forged" };
  const { booking } = loaded;
  if (booking.status === "cancelled")
    return { state: "used", message: "This booking has already been cancelled." };
  if (booking.sequence !== sequence)
    return {
      state: "used",
      message:
        "This link belongs to an earlier time of this booking: please use the link in the latest mail.",
    };
  if (booking.startAt.getTime() <= now.getTime() || booking.status !== "confirmed") return { state: "past" };
  return { state: "ok", ...loaded };
}

/** What a cancel or reschedule link points at, and whether it still works. */
export async function bookingByLink(
  token: string | undefined,
  action: LinkAction,
  db: Db = getDb(),
  now = new Date(),
) {
  const claim = verifyBookingLink(token);
  if (!claim || claim.action !== action) return { state: "forged" } as LinkState;
  return stateOf(await loadBooking(db, claim.bookingId), claim.sequence, now);
}

export type ManageResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message: string; taken?: boolean };

async function cancelInTx(
  tx: Db,
  booking: BookingRow,
  type: MeetingType,
  by: "visitor" | "agency",
  reason: string,
) {
  await releaseSlot(tx, booking);
  const [row] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: new Date(),
      cancelledBy: by,
      cancelReason: reason || null,
      sequence: booking.sequence + 1,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await queueBookingMails(tx, "cancelled", row, type, {
    reason,
    by: by === "visitor" ? row.name : "the agency",
  });
}

const cleanReason = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 2000) : "");

export async function cancelByLink(
  token: string | undefined,
  reasonInput: unknown,
  db: Db = getDb(),
  now = new Date(),
): Promise<ManageResult> {
  const claim = verifyBookingLink(token);
  if (claim?.action !== "cancel") return { ok: false, status: 404, message: "This link is not valid." };
  if (getEnv().PREVIEW_MODE) return { ok: false, status: 403, message: BOOKING_MESSAGES.preview };
  if (typeof reasonInput === "string" && reasonInput.length > 2000)
    return { ok: false, status: 400, message: "Please keep the reason under 2000 characters" };
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const state = stateOf(await loadBooking(tx, claim.bookingId, true), claim.sequence, now);
      if (state.state !== "ok") return { ok: false, status: 410, message: linkMessage(state) };
      await cancelInTx(tx, state.booking, state.type, "visitor", cleanReason(reasonInput));
      return { ok: true, message: "Your booking is cancelled. A confirmation is on its way." } as const;
    });
  } catch (error) {
    console.error("[booking] cancel failed:", error);
    return { ok: false, status: 503, message: BOOKING_MESSAGES.failure };
  }
}

export function linkMessage(state: LinkState) {
  if (state.state === "forged")
    return "This link is not valid. Please use the link in your latest booking mail.";
  if (state.state === "used") return state.message;
  if (state.state === "past") return "This meeting has already taken place, so its link no longer works.";
  return "";
}

export async function rescheduleByLink(
  token: string | undefined,
  input: Record<string, unknown>,
  db: Db = getDb(),
  now = new Date(),
): Promise<ManageResult> {
  const claim = verifyBookingLink(token);
  if (claim?.action !== "reschedule") return { ok: false, status: 404, message: "This link is not valid." };
  const start = parseStart(input.start);
  if (!start) return { ok: false, status: 400, message: BOOKING_MESSAGES.notOffered };
  if (getEnv().PREVIEW_MODE) return { ok: false, status: 403, message: BOOKING_MESSAGES.preview };
  const current = stateOf(await loadBooking(db, claim.bookingId), claim.sequence, now);
  if (current.state !== "ok") return { ok: false, status: 410, message: linkMessage(current) };
  const slot = await checkSlot(db, current.type, start, now, current.booking.id);
  if (slot === "not-offered") return { ok: false, status: 400, message: BOOKING_MESSAGES.notOffered };
  if (slot === "taken") return { ok: false, status: 409, message: BOOKING_MESSAGES.taken, taken: true };
  const [availability, timeZone] = await Promise.all([getAvailability(db), agencyTimeZone(db)]);
  const zone = typeof input.tz === "string" && isTimeZone(input.tz) ? input.tz : current.booking.timeZone;
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const state = stateOf(await loadBooking(tx, claim.bookingId, true), claim.sequence, now);
      if (state.state !== "ok") return { ok: false, status: 410, message: linkMessage(state) };
      await releaseSlot(tx, state.booking);
      const [row] = await tx
        .update(bookings)
        .set({
          startAt: start,
          endAt: new Date(start.getTime() + state.type.durationMinutes * 60_000),
          agencyDay: zonedDate(start, timeZone),
          timeZone: zone,
          sequence: state.booking.sequence + 1,
          reminderSentAt: null,
        })
        .where(eq(bookings.id, state.booking.id))
        .returning();
      await reserveSlot(tx, row, availability);
      await queueBookingMails(tx, "rescheduled", row, state.type);
      return {
        ok: true,
        message: `Your call has moved to ${formatInZone(start, zone)}. The updated invitation is on its way.`,
      } as const;
    });
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error)) {
      return { ok: false, status: 409, message: BOOKING_MESSAGES.taken, taken: true };
    }
    console.error("[booking] reschedule failed:", error);
    return { ok: false, status: 503, message: BOOKING_MESSAGES.failure };
  }
}

const PREVIEW_ADMIN = "Preview mode: bookings are not changed.";

/** An admin cancels a booking with a message to the visitor. */
export async function adminCancelBooking(actor: SessionUser, id: string, message: unknown) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_ADMIN);
  if (typeof message === "string" && message.length > 2000)
    throw new ActionError("Please keep the message under 2000 characters");
  const name = await getDb().transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const loaded = await loadBooking(tx, id, true);
    if (!loaded) throw new ActionError("This booking no longer exists.", 404);
    if (loaded.booking.status !== "confirmed")
      throw new ActionError("Only a confirmed booking can be cancelled.", 409);
    await cancelInTx(tx, loaded.booking, loaded.type, "agency", cleanReason(message));
    return loaded.booking.name;
  });
  await recordAudit(actor, "booking.cancel", name, { bookingId: id });
  return name;
}

/** Marks a confirmed meeting that has begun as a no-show (its time stays taken). */
export async function markNoShow(actor: SessionUser, id: string, now = new Date()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_ADMIN);
  const loaded = await loadBooking(getDb(), id);
  if (!loaded) throw new ActionError("This booking no longer exists.", 404);
  if (loaded.booking.status !== "confirmed")
    throw new ActionError("Only a confirmed booking can be marked as a no-show.", 409);
  if (loaded.booking.startAt.getTime() > now.getTime())
    throw new ActionError("A meeting can be marked as a no-show once it has begun.", 409);
  await getDb().update(bookings).set({ status: "no_show" }).where(eq(bookings.id, id));
  await recordAudit(actor, "booking.no-show", loaded.booking.name, { bookingId: id });
  return loaded.booking.name;
}
