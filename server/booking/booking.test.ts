import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY } from "../../core/booking/types.ts";
import { adminActor } from "../../tests/support/actors.ts";
import {
  agencyAt as at,
  bookCall,
  BOOKING_NOW as now,
  setUpBooking,
  TEST_AVAILABILITY,
  BOOKING_ZONE as zone,
} from "../../tests/support/booking-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { bookingSlots, bookings, contacts, mailOutbox } from "../db/schema.ts";
import { saveAvailability } from "./admin.ts";
import { bookingCalendarItems } from "./calendar-source.ts";
import { freeSlotsFor } from "./free-slots.ts";
import { bookingLinks, signBookingLink } from "./links.ts";
import { bookingByLink, cancelByLink, rescheduleByLink } from "./manage.ts";
import { sendDueBookingReminders } from "./reminders.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const setUp = () => setUpBooking(testDb.db());
const book = (email: string, start: Date, db?: Db, extra: Record<string, unknown> = {}) =>
  bookCall(email, start, { db, extra });

describe("booking (integration)", () => {
  it("books a slot: the booking, its cells, the CRM contact and two mails with an invitation", async () => {
    await setUp();
    const start = at("2030-01-08", "10:00");
    const result = await book("ann@example.test", start, undefined, {
      company: "Acme",
      project_win: "A plan",
    });
    expect(result).toMatchObject({ ok: true });
    const db = testDb.db();
    const [row] = await db.select().from(bookings).where(eq(bookings.email, "ann@example.test"));
    expect(row.answers).toEqual({ company: "Acme", project_win: "A plan" });
    const cells = await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, row.id));
    expect(cells).toHaveLength(9); // 30 min + 15 min after, 5-minute cells
    const [contact] = await db.select().from(contacts).where(eq(contacts.email, "ann@example.test"));
    expect(contact).toMatchObject({ source: "Website", status: "new" });
    expect(contact.nextFollowUp?.toISOString()).toBe(start.toISOString());
    const mails = await db.select().from(mailOutbox).where(like(mailOutbox.kind, "booking-confirmed%"));
    const visitor = mails.find((m) => m.to === "ann@example.test");
    expect(visitor?.calendarInvite?.method).toBe("REQUEST");
    expect(visitor?.calendarInvite?.content).toContain(`UID:booking-${row.id}@localhost`);
    expect(visitor?.calendarInvite?.content).toContain("ORGANIZER");
    expect(visitor?.attachments[0].filename).toBe("invite.ics");
    expect(visitor?.text).toContain("/book/cancel/");
    expect(visitor?.text).toContain("Europe/Berlin"); // the visitor's zone
    expect(mails.find((m) => m.to !== "ann@example.test")?.text).toContain("Acme");
    // The slot and the one the buffer touches are no longer offered.
    const free = await freeSlotsFor(
      { durationMinutes: 30 },
      { availability: TEST_AVAILABILITY, timeZone: zone, now },
      at("2030-01-08", "00:00"),
      at("2030-01-08", "23:59"),
    );
    const times = free.map((d) => d.getTime());
    expect(times).not.toContain(start.getTime());
    expect(times).not.toContain(at("2030-01-08", "09:30").getTime());
    expect(times).toContain(at("2030-01-08", "11:00").getTime());
    // The calendar source shows it.
    const items = await bookingCalendarItems(at("2030-01-08", "00:00"), at("2030-01-09", "00:00"));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: "booking", allDay: false, start: start.toISOString() });
  });

  it("two confirmations of one slot at the same moment, on two connections: exactly one booking", async () => {
    const start = at("2030-01-09", "13:00");
    const url = testDb.url();
    const second = url ? await openDatabase({ url, migrate: false }) : testDb.database();
    try {
      const results = await Promise.all([
        book("first@example.test", start, testDb.db()),
        book("second@example.test", start, second.db),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const loser = results.find((r) => !r.ok);
      expect(loser).toMatchObject({
        ok: false,
        status: 409,
        message: "That time was just taken, please pick another",
        taken: true,
      });
      // An overlapping start (inside the buffer) is refused too.
      const overlap = await book("third@example.test", at("2030-01-09", "13:30"));
      expect(overlap).toMatchObject({ ok: false, status: 409 });
      // The same e-mail for the same slot: a clear message.
      const winner = results[0].ok ? "first@example.test" : "second@example.test";
      expect(await book(winner, start)).toMatchObject({
        ok: false,
        message: "You have already booked this time",
      });
    } finally {
      if (url) await second.close();
    }
  });

  it("refuses bad requests with a message: off the grid, years ahead, inactive type, huge answers", async () => {
    expect(await book("x@example.test", at("2030-01-10", "10:10"))).toMatchObject({
      ok: false,
      status: 400,
      field: "start",
    });
    expect(await book("x@example.test", at("2039-01-10", "10:00"))).toMatchObject({ ok: false, status: 400 });
    expect(await book("x@example.test", new Date("2030-01-10T10:00:30Z"))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await book("x@example.test", at("2030-01-10", "10:00"), undefined, { type: "nope" }),
    ).toMatchObject({ ok: false, status: 400, message: "This meeting type is not available for booking" });
    expect(
      await book("x@example.test", at("2030-01-10", "10:00"), undefined, { project_win: "x".repeat(10_000) }),
    ).toMatchObject({ ok: false, status: 400, field: "project_win" });
    expect(await book("not-an-email", at("2030-01-10", "10:00"))).toMatchObject({
      ok: false,
      field: "email",
    });
    expect(
      await book("x@example.test", at("2030-01-10", "10:00"), undefined, { honeypot_field: "bot" }),
    ).toMatchObject({ ok: true, bookingId: null });
  });

  it("cancel and reschedule by link free the slot; used and forged links are told apart", async () => {
    const db = testDb.db();
    const first = at("2030-01-14", "09:00");
    const result = await book("move@example.test", first);
    if (!result.ok || !result.bookingId) throw new Error("not booked");
    const [row] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    const links = bookingLinks(row);
    const reschedule = links.reschedule.split("/").pop();
    expect((await bookingByLink(reschedule, "reschedule", db, now)).state).toBe("ok");
    const second = at("2030-01-14", "14:00");
    expect(await rescheduleByLink(reschedule, { start: second.toISOString() }, db, now)).toMatchObject({
      ok: true,
    });
    // The old time is free again: someone else may take it.
    expect(await book("other@example.test", first)).toMatchObject({ ok: true });
    // The old links are used now.
    expect((await bookingByLink(reschedule, "reschedule", db, now)).state).toBe("used");
    expect(await cancelByLink(links.cancel.split("/").pop(), "", db, now)).toMatchObject({
      ok: false,
      status: 410,
    });
    const moved = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "booking-rescheduled"), eq(mailOutbox.to, "move@example.test")));
    expect(moved[0].calendarInvite?.content).toContain("SEQUENCE:1");
    // Cancel with the new link: the new time is free again.
    const cancel = signBookingLink({ action: "cancel", bookingId: row.id, sequence: 1 });
    expect(await cancelByLink(cancel, "Something came up", db, now)).toMatchObject({ ok: true });
    expect(await db.select().from(bookingSlots).where(eq(bookingSlots.bookingId, row.id))).toHaveLength(0);
    const cancelled = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "booking-cancelled"), eq(mailOutbox.to, "move@example.test")));
    expect(cancelled[0].calendarInvite?.method).toBe("CANCEL");
    expect(await book("late@example.test", second)).toMatchObject({ ok: true });
    expect((await bookingByLink(cancel, "cancel", db, now)).state).toBe("used");
    expect(
      (await bookingByLink(`${cancel.slice(0, -2)}${cancel.endsWith("xx") ? "yy" : "xx"}`, "cancel", db, now))
        .state,
    ).toBe("forged");
    expect((await bookingByLink("garbage", "cancel", db, now)).state).toBe("forged");
  });

  it("the daily limit holds under concurrency", async () => {
    await saveAvailability(admin, {
      ...DEFAULT_AVAILABILITY,
      minNoticeHours: 0,
      maxDaysAhead: 365,
      bufferAfterMinutes: 0,
      dailyLimit: 1,
    });
    const results = await Promise.all([
      book("d1@example.test", at("2030-01-15", "09:00")),
      book("d2@example.test", at("2030-01-15", "15:00")),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    await saveAvailability(admin, {
      ...DEFAULT_AVAILABILITY,
      minNoticeHours: 0,
      maxDaysAhead: 365,
      bufferAfterMinutes: 15,
      dailyLimit: 0,
    });
  });

  it("reminds 24 hours before, exactly once with two workers", async () => {
    const db = testDb.db();
    const start = at("2030-01-23", "11:00");
    expect(await book("remind@example.test", start)).toMatchObject({ ok: true });
    const url = testDb.url();
    const second = url ? await openDatabase({ url, migrate: false }) : testDb.database();
    try {
      const early = new Date(start.getTime() - 30 * 3_600_000);
      expect(
        await Promise.all([sendDueBookingReminders(db, early), sendDueBookingReminders(second.db, early)]),
      ).toEqual([0, 0]);
      const due = new Date(start.getTime() - 23 * 3_600_000);
      const sent = await Promise.all([
        sendDueBookingReminders(db, due),
        sendDueBookingReminders(second.db, due),
      ]);
      expect(sent[0] + sent[1]).toBe(1);
      expect(await sendDueBookingReminders(db, due)).toBe(0);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "booking-reminder"), eq(mailOutbox.to, "remind@example.test")));
      expect(mails).toHaveLength(1);
    } finally {
      if (url) await second.close();
    }
  });
});
