import { z } from "zod";
import { checkLeadEmail, checkLeadName, leadQuestionChecks } from "../contact-form-rules.ts";
import { type CheckedFields, checkInOrder } from "../field-checks.ts";
import {
  type Availability,
  BOOKING_QUESTIONS,
  type BookingQuestion,
  GRID_MINUTES,
  LOCATION_KINDS,
  type TimeRange,
} from "./types.ts";

/* One schema per form of the booking feature: the admin's availability and meeting types, and
   the visitor's booking form (the contact form's fields, messages and checking order). */

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Times are HH:MM, for example 09:30")
  .refine((v) => Number(v.slice(3)) % GRID_MINUTES === 0, `Times are on a ${GRID_MINUTES}-minute grid`);

const range = z
  .object({ start: time, end: time })
  .refine((r) => r.start < r.end, "Each range must end after it starts");

function noOverlap(ranges: TimeRange[]) {
  const sorted = [...ranges].sort((x, y) => x.start.localeCompare(y.start));
  return sorted.every((r, i) => i === 0 || sorted[i - 1].end <= r.start);
}

const ranges = z
  .array(range)
  .max(6, "At most six ranges a day")
  .refine(noOverlap, "The ranges of a day must not overlap")
  .transform((list) => [...list].sort((x, y) => x.start.localeCompare(y.start)));

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");
const minutes = (label: string, max: number, min = 0) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minutes`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .refine((v) => v % GRID_MINUTES === 0, `${label} must be a multiple of ${GRID_MINUTES} minutes`);

export const availabilitySchema = z.object({
  weekly: z.array(ranges).length(7),
  overrides: z
    .array(z.object({ date: day, ranges }))
    .max(366, "At most 366 date overrides")
    .refine((list) => new Set(list.map((o) => o.date)).size === list.length, "One override per date"),
  minNoticeHours: z.coerce.number().int("Whole hours").min(0).max(720, "At most 720 hours of notice"),
  maxDaysAhead: z.coerce
    .number()
    .int("Whole days")
    .min(1, "At least 1 day ahead")
    .max(365, "At most 365 days ahead"),
  bufferBeforeMinutes: minutes("The buffer before", 240),
  bufferAfterMinutes: minutes("The buffer after", 240),
  dailyLimit: z.coerce.number().int().min(0).max(50, "At most 50 meetings a day"),
  slotStepMinutes: minutes("The slot spacing", 240, GRID_MINUTES),
}) satisfies z.ZodType<Availability, unknown>;

export const meetingTypeSchema = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(120, "Please keep the name under 120 characters"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The slug may hold lowercase letters, digits and dashes")
    .max(60, "Please keep the slug under 60 characters"),
  durationMinutes: minutes("The duration", 120, 15),
  description: z.string().trim().max(2000, "Please keep the description under 2000 characters").default(""),
  locationKind: z.enum(LOCATION_KINDS, "Please choose a location"),
  locationText: z.string().trim().max(500, "Please keep the location under 500 characters").default(""),
  questions: z.array(z.enum(BOOKING_QUESTIONS)).default([]),
  active: z.boolean().default(true),
});
export type MeetingTypeInput = z.infer<typeof meetingTypeSchema>;

/** The visitor's form: name, e-mail, then the type's questions, with the project brief's checks,
    messages and order (core/contact-form-rules.ts). */
const bookingFormChecks = { name: checkLeadName, email: checkLeadEmail, ...leadQuestionChecks };
type BookingChecks = typeof bookingFormChecks;
export type BookingField = keyof BookingChecks;
export type BookingForm = CheckedFields<BookingChecks>;

export type BookingValidation =
  | { ok: true; data: BookingForm; answers: Partial<Record<BookingQuestion, string>> }
  | { ok: false; field: BookingField; message: string };

/** Checks the form; answers to questions the type does not ask are dropped. */
export function validateBookingForm(
  input: Record<string, unknown>,
  asked: BookingQuestion[],
): BookingValidation {
  const values = Object.fromEntries(
    ["name", "email", ...asked].map((k) => [k, typeof input[k] === "string" ? input[k] : undefined]),
  );
  const result = checkInOrder(bookingFormChecks, values);
  if (!result.ok) return result;
  const answers: Partial<Record<BookingQuestion, string>> = {};
  for (const q of asked) {
    const v = result.data[q];
    if (v) answers[q] = v;
  }
  return { ok: true, data: result.data, answers };
}
