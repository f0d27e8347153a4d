import { DEFAULT_AVAILABILITY } from "../../core/booking/types.ts";
import { zonedInstant } from "../../core/booking/zoned.ts";
import { saveAvailability, saveMeetingType } from "../../server/booking/admin.ts";
import { type BookingResult, confirmBooking } from "../../server/booking/confirm.ts";
import type { Db } from "../../server/db/client.ts";
import { adminActor } from "./actors.ts";
import { setSetting } from "./campaign-data.ts";

/* One meeting type ('discovery', 30 minutes, 15 minutes' buffer after) bookable all year from a
   fixed 'now', in America/Chicago: the set-up of the booking integration tests. */

export const BOOKING_ZONE = "America/Chicago";
/** A Monday, before office hours. */
export const BOOKING_NOW = new Date("2030-01-07T06:00:00Z");
export const TEST_AVAILABILITY = {
  ...DEFAULT_AVAILABILITY,
  minNoticeHours: 0,
  maxDaysAhead: 365,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  dailyLimit: 0,
};

/** An instant by the agency's calendar date and wall-clock time. */
export const agencyAt = (date: string, time: string) => zonedInstant(date, time, BOOKING_ZONE);

export async function setUpBooking(db: Db) {
  const admin = adminActor();
  await setSetting(db, "timeZone", BOOKING_ZONE);
  await saveAvailability(admin, TEST_AVAILABILITY);
  await saveMeetingType(admin, {
    name: "30-minute discovery call",
    slug: "discovery",
    durationMinutes: 30,
    locationKind: "video",
    locationText: "We send a link",
    questions: ["company", "project_win"],
    active: true,
  });
}

let address = 0;

/** A visitor's 'Confirm', each from an address of its own unless `ip` is given. */
export function bookCall(
  email: string,
  start: Date,
  options: { db?: Db; extra?: Record<string, unknown>; ip?: string; now?: Date } = {},
): Promise<BookingResult> {
  return confirmBooking(
    {
      type: "discovery",
      start: start.toISOString(),
      name: "Ann Visitor",
      email,
      tz: "Europe/Berlin",
      ...options.extra,
    },
    {
      ip: options.ip ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
      now: options.now ?? BOOKING_NOW,
    },
    options.db,
  );
}
