import { asc, eq } from "drizzle-orm";
import { availabilitySchema } from "../../core/booking/schemas.ts";
import { type Availability, DEFAULT_AVAILABILITY, type MeetingType } from "../../core/booking/types.ts";
import { type Db, getDb } from "../db/client.ts";
import { bookingAvailability, bookingTypes } from "../db/schema.ts";

/* What booking is configured with: the availability row and the meeting types (the agency's zone:
   agencyTimeZone in server/agency-settings.ts). */

export async function getAvailability(db: Db = getDb()): Promise<Availability> {
  const [row] = await db.select().from(bookingAvailability).where(eq(bookingAvailability.id, 1));
  if (!row) return DEFAULT_AVAILABILITY;
  const parsed = availabilitySchema.safeParse(row.rules);
  return parsed.success ? parsed.data : DEFAULT_AVAILABILITY;
}

type TypeRow = typeof bookingTypes.$inferSelect;
export const toMeetingType = (row: TypeRow): MeetingType => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  durationMinutes: row.durationMinutes,
  description: row.description,
  locationKind: row.locationKind,
  locationText: row.locationText,
  questions: row.questions,
  active: row.active,
});

export async function listMeetingTypes(db: Db = getDb()): Promise<MeetingType[]> {
  const rows = await db
    .select()
    .from(bookingTypes)
    .orderBy(asc(bookingTypes.createdAt), asc(bookingTypes.name));
  return rows.map(toMeetingType);
}

/** The active types, the ones visitors may book; none means booking is off. */
export async function activeMeetingTypes(db: Db = getDb()) {
  return (await listMeetingTypes(db)).filter((t) => t.active);
}
