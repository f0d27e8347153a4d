import { and, asc, desc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { availabilitySchema, meetingTypeSchema } from "../../core/booking/schemas.ts";
import type { Availability, BookingStatus } from "../../core/booking/types.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { agencyTimeZone } from "../agency-settings.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookingAvailability, bookings, bookingTypes } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getAvailability, listMeetingTypes } from "./config.ts";
import { isUniqueViolation } from "./reserve.ts";

/* The agency's side (issue 31 items 1, 2, 6): meeting types, availability, the bookings list. */

const PREVIEW = "Preview mode: booking settings are not saved.";
const RESERVED_SLUGS = new Set(["cancel", "reschedule", "done"]);

export type BookingTab = "upcoming" | "past" | "cancelled";

export async function bookingsPage(actor: SessionUser, tab: BookingTab, db: Db = getDb(), now = new Date()) {
  assertAdmin(actor);
  const when =
    tab === "cancelled"
      ? eq(bookings.status, "cancelled")
      : tab === "past"
        ? and(ne(bookings.status, "cancelled"), lt(bookings.startAt, now))
        : and(eq(bookings.status, "confirmed"), gte(bookings.startAt, now));
  const rows = await db
    .select({
      id: bookings.id,
      start: bookings.startAt,
      end: bookings.endAt,
      status: bookings.status,
      name: bookings.name,
      email: bookings.email,
      timeZone: bookings.timeZone,
      answers: bookings.answers,
      contactId: bookings.contactId,
      cancelReason: bookings.cancelReason,
      typeName: bookingTypes.name,
    })
    .from(bookings)
    .innerJoin(bookingTypes, eq(bookings.typeId, bookingTypes.id))
    .where(when)
    .orderBy(tab === "upcoming" ? asc(bookings.startAt) : desc(bookings.startAt))
    .limit(200);
  const [types, availability, timeZone] = await Promise.all([
    listMeetingTypes(db),
    getAvailability(db),
    agencyTimeZone(db),
  ]);
  return {
    tab,
    timeZone,
    types,
    availability,
    bookings: rows.map((r) => ({
      ...r,
      start: r.start.toISOString(),
      end: r.end.toISOString(),
      status: r.status as BookingStatus,
      started: r.start.getTime() <= now.getTime(),
    })),
  };
}

export async function saveAvailability(actor: SessionUser, input: unknown): Promise<Availability> {
  assertAdmin(actor);
  refuseInPreview(PREVIEW);
  const parsed = availabilitySchema.safeParse(input);
  if (!parsed.success) throw new ActionError(parsed.error.issues[0]?.message ?? "Please check the hours");
  await getDb()
    .insert(bookingAvailability)
    .values({ id: 1, rules: parsed.data })
    .onConflictDoUpdate({
      target: bookingAvailability.id,
      set: { rules: parsed.data, updatedAt: sql`now()` },
    });
  await recordAudit(actor, "booking.availability", null);
  return parsed.data;
}

/** Creates a meeting type, or updates the one with `id`. */
export async function saveMeetingType(actor: SessionUser, input: unknown, id?: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW);
  const parsed = meetingTypeSchema.safeParse(input);
  if (!parsed.success)
    throw new ActionError(parsed.error.issues[0]?.message ?? "Please check the meeting type");
  if (RESERVED_SLUGS.has(parsed.data.slug))
    throw new ActionError(`The slug '${parsed.data.slug}' is reserved, please choose another`);
  try {
    const db = getDb();
    if (id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ActionError("This meeting type no longer exists.", 404);
      const [row] = await db.update(bookingTypes).set(parsed.data).where(eq(bookingTypes.id, id)).returning();
      if (!row) throw new ActionError("This meeting type no longer exists.", 404);
      await recordAudit(actor, "booking.type-update", row.name, { typeId: id });
      return row;
    }
    const [row] = await db.insert(bookingTypes).values(parsed.data).returning();
    await recordAudit(actor, "booking.type-create", row.name, { typeId: row.id });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionError("Another meeting type already uses this slug", 409);
    throw error;
  }
}
