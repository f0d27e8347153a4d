import { and, eq, sql } from "drizzle-orm";
import { type BookingField, validateBookingForm } from "../../core/booking/schemas.ts";
import { isFreeSlot } from "../../core/booking/slots.ts";
import { BOOKING_MESSAGES, type MeetingType, QUESTION_LABELS } from "../../core/booking/types.ts";
import { formatInZone, isTimeZone, zonedDate } from "../../core/booking/zoned.ts";
import { isHoneypotFilled } from "../../core/contact-form.ts";
import { retryAfterSeconds, tryAgainIn } from "../../core/retry-after.ts";
import { agencyTimeZone } from "../agency-settings.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookings, bookingTypes, contacts } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { rateLimitWait } from "../rate-limit.ts";
import { getAvailability, toMeetingType } from "./config.ts";
import { busyIn } from "./free-slots.ts";
import { queueBookingMails } from "./mails.ts";
import { isUniqueViolation, reserveSlot, SlotTaken } from "./reserve.ts";

/** A person books once or twice; a script tries hundreds of times. */
export const BOOKING_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };
/** Slot queries: a month browsed back and forth is a few dozen. */
export const SLOT_QUERY_RATE_LIMIT = { max: 120, windowMs: 10 * 60_000 };

export type BookingResult =
  | { ok: true; bookingId: string | null; message: string; start: string | null }
  | {
      ok: false;
      status: 400 | 403 | 409 | 429 | 503;
      message: string;
      field?: BookingField | "start";
      /** The slot was taken meanwhile: the page refreshes the free times. */
      taken?: boolean;
      retryAfter?: number;
    };

const MAX_START = Date.UTC(2200, 0, 1);

/** A requested start: an ISO instant on the minute, within reason; anything else is null. */
export function parseStart(value: unknown): Date | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const start = new Date(value);
  const t = start.getTime();
  if (Number.isNaN(t) || t < 0 || t > MAX_START || t % 60_000 !== 0) return null;
  return start;
}

export async function typeBySlug(slug: string | undefined, db: Db = getDb()): Promise<MeetingType | null> {
  if (!slug || slug.length > 60) return null;
  const [row] = await db.select().from(bookingTypes).where(eq(bookingTypes.slug, slug));
  return row ? toMeetingType(row) : null;
}

/** Whether a start is offered now for this type, and if not whether a booking took it. */
export async function checkSlot(
  db: Db,
  type: MeetingType,
  start: Date,
  now: Date,
  ignoreBookingId?: string,
): Promise<"free" | "taken" | "not-offered"> {
  const [availability, timeZone] = await Promise.all([getAvailability(db), agencyTimeZone(db)]);
  const base = { availability, timeZone, durationMinutes: type.durationMinutes, now };
  if (!isFreeSlot({ ...base, bookings: [] }, start)) return "not-offered";
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const busy = await busyIn(db, start, end, ignoreBookingId);
  return isFreeSlot({ ...base, ...busy }, start) ? "free" : "taken";
}

export type BookingMeta = { ip: string | null; now?: Date };

/**
 * The visitor's 'Confirm' (issue 31 items 3-5, 7): honeypot, preview, type, time, form, rate
 * limit, the slot rule, then one transaction that writes the booking, reserves its cells and
 * its day (the database refuses a double booking), updates the CRM contact and queues the mails.
 */
export async function confirmBooking(
  input: Record<string, unknown>,
  meta: BookingMeta,
  db: Db = getDb(),
): Promise<BookingResult> {
  const now = meta.now ?? new Date();
  if (isHoneypotFilled(input))
    return { ok: true, bookingId: null, start: null, message: "Your call is booked." };
  // Before the type: preview mode offers a demo type that is not in the database, and its
  // visitor should read why nothing was booked, not that the type does not exist.
  if (getEnv().PREVIEW_MODE) return { ok: false, status: 403, message: BOOKING_MESSAGES.preview };
  const type = await typeBySlug(String(input.type ?? ""), db);
  if (!type?.active) return { ok: false, status: 400, message: BOOKING_MESSAGES.inactive };
  const start = parseStart(input.start);
  if (!start) return { ok: false, status: 400, field: "start", message: BOOKING_MESSAGES.notOffered };
  const validation = validateBookingForm(input, type.questions);
  if (!validation.ok) return { ok: false, status: 400, field: validation.field, message: validation.message };

  try {
    const wait = await rateLimitWait(db, `booking:${meta.ip ?? "unknown"}`, BOOKING_RATE_LIMIT, now);
    if (wait > 0) {
      const retryAfter = retryAfterSeconds(wait);
      return {
        ok: false,
        status: 429,
        message: `${BOOKING_MESSAGES.rateLimited} ${tryAgainIn(retryAfter)}`,
        retryAfter,
      };
    }
    const form = validation.data;
    const [same] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          eq(bookings.startAt, start),
          sql`lower(${bookings.email}) = lower(${form.email})`,
        ),
      );
    if (same) return { ok: false, status: 409, message: BOOKING_MESSAGES.duplicate };
    const state = await checkSlot(db, type, start, now);
    if (state === "not-offered")
      return { ok: false, status: 400, field: "start", message: BOOKING_MESSAGES.notOffered };
    if (state === "taken") return { ok: false, status: 409, message: BOOKING_MESSAGES.taken, taken: true };

    const [availability, timeZone] = await Promise.all([getAvailability(db), agencyTimeZone(db)]);
    const visitorZone = typeof input.tz === "string" && isTimeZone(input.tz) ? input.tz : timeZone;
    const end = new Date(start.getTime() + type.durationMinutes * 60_000);
    const booking = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const contactId = await upsertContact(tx, form, validation.answers, start, type, timeZone);
      const [row] = await tx
        .insert(bookings)
        .values({
          typeId: type.id,
          startAt: start,
          endAt: end,
          agencyDay: zonedDate(start, timeZone),
          name: form.name,
          email: form.email,
          timeZone: visitorZone,
          answers: validation.answers,
          contactId,
        })
        .returning();
      await reserveSlot(tx, row, availability);
      await queueBookingMails(tx, "confirmed", row, type);
      return row;
    });
    return {
      ok: true,
      bookingId: booking.id,
      start: booking.startAt.toISOString(),
      message: `Your ${type.name} is booked for ${formatInZone(start, visitorZone)}. A confirmation is on its way to ${form.email}.`,
    };
  } catch (error) {
    if (error instanceof SlotTaken || isUniqueViolation(error)) {
      return { ok: false, status: 409, message: BOOKING_MESSAGES.taken, taken: true };
    }
    console.error("[booking] confirm failed:", error);
    return { ok: false, status: 503, message: BOOKING_MESSAGES.failure };
  }
}

function notesOf(type: MeetingType, start: Date, timeZone: string, answers: Record<string, string>) {
  const lines = [`Booked ${type.name} for ${formatInZone(start, timeZone)}.`];
  for (const [k, v] of Object.entries(answers))
    lines.push(`${QUESTION_LABELS[k as keyof typeof QUESTION_LABELS] ?? k}: ${v}`);
  return lines.join("\n");
}

/** The CRM contact of the visitor: created (source Website, status new) or brought up to date. */
async function upsertContact(
  tx: Db,
  form: { name: string; email: string; company?: string; service_needed?: string },
  answers: Record<string, string>,
  start: Date,
  type: MeetingType,
  timeZone: string,
): Promise<string> {
  const notes = notesOf(type, start, timeZone, answers);
  const [existing] = await tx
    .select({ id: contacts.id, notes: contacts.notes })
    .from(contacts)
    .where(sql`lower(${contacts.email}) = lower(${form.email})`)
    .limit(1);
  if (existing) {
    await tx
      .update(contacts)
      .set({
        nextFollowUp: start,
        notes: [existing.notes, notes].filter(Boolean).join("\n\n").slice(0, 20_000),
      })
      .where(eq(contacts.id, existing.id));
    return existing.id;
  }
  const [created] = await tx
    .insert(contacts)
    .values({
      name: form.name,
      email: form.email,
      company: form.company ?? null,
      source: "Website",
      status: "new",
      notes,
      nextFollowUp: start,
      serviceInterest: form.service_needed ?? null,
      tags: ["booking"],
    })
    .returning({ id: contacts.id });
  return created.id;
}
