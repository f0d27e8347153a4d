// First-party booking (issue 31): meeting types, the availability, bookings and their reserved cells.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  Availability,
  BookingQuestion,
  BookingStatus,
  LocationKind,
} from "../../../core/booking/types.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { contacts } from "./crm.ts";

export const bookingTypes = pgTable("booking_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  description: text("description").notNull().default(""),
  locationKind: text("location_kind").$type<LocationKind>().notNull().default("video"),
  locationText: text("location_text").notNull().default(""),
  questions: jsonb("questions").$type<BookingQuestion[]>().notNull().default([]),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row (id 1): the weekly hours, overrides, notice, horizon, buffers, limit and spacing. */
export const bookingAvailability = pgTable(
  "booking_availability",
  {
    id: integer("id").primaryKey().default(1),
    rules: jsonb("rules").$type<Availability>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("booking_availability_single_row", sql`${t.id} = 1`)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    typeId: uuid("type_id")
      .notNull()
      .references(() => bookingTypes.id, { onDelete: "restrict" }),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** The agency day of the start (the daily limit counts per agency day). */
    agencyDay: date("agency_day").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("confirmed"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The visitor's time zone, for their mails. */
    timeZone: text("time_zone").notNull(),
    answers: jsonb("answers").$type<Partial<Record<BookingQuestion, string>>>().notNull().default({}),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** The iCalendar SEQUENCE: raised by each reschedule and the cancel; it also retires old links. */
    sequence: integer("sequence").notNull().default(0),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set by the instance that claims the 24-hour reminder (once across instances). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_start_idx").on(t.startAt),
    index("bookings_status_start_idx").on(t.status, t.startAt),
    index("bookings_email_idx").on(t.email),
  ],
);

/**
 * The cells (5 minutes each, on the UTC grid) a confirmed booking's buffered span occupies. The
 * primary key is the guarantee: two bookings that would overlap share a cell, so the second
 * INSERT fails whatever instance runs it. Written in the booking's own transaction.
 */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    cellStart: timestamp("cell_start", { withTimezone: true }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [index("booking_slots_booking_idx").on(t.bookingId)],
);

/** Confirmed meetings per agency day, counted under a row lock, so the daily limit holds under concurrency. */
export const bookingDayCounts = pgTable("booking_day_counts", {
  day: date("day").primaryKey(),
  count: integer("count").notNull().default(0),
});
