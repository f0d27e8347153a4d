import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agencyAt as at, BOOKING_NOW, bookCall, setUpBooking } from "../../tests/support/booking-data.ts";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { sseReader } from "../../tests/support/sse.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDashboard } from "../dashboard.ts";
import { bookings } from "../db/schema.ts";
import { eventStreamResponse } from "../event-stream.ts";
import { createRealtimeHub } from "../realtime.ts";
import type { SessionUser } from "../session.ts";
import { bookingLinks } from "./links.ts";
import { adminCancelBooking, rescheduleByLink } from "./manage.ts";

/* The agency's side of a booking (issue 31 item 6 and the live tables): the dashboard lists it,
   and admin tabs hear of every new, moved or cancelled booking; clients never do. */

const testDb = useTestDatabase();
const asAdmin = async (): Promise<SessionUser> => ({
  ...(await createActor({ admin: true })),
  name: "A",
  twoFactorEnabled: false,
});

describe("bookings on the dashboard", () => {
  it("a booking is in Recent Activity at once, and in Today's Priorities on its day until it ends", async () => {
    await setUpBooking(testDb.db());
    const admin = await asAdmin();
    const start = at("2030-01-08", "10:00");
    const booked = await bookCall("dash@example.test", start, { extra: { company: "Acme" } });
    expect(booked).toMatchObject({ ok: true });

    const before = await getDashboard(admin, "30d", BOOKING_NOW);
    expect(before.activity).toContainEqual(
      expect.objectContaining({
        kind: "booking",
        title: "Call booked: Ann Visitor",
        description: "30-minute discovery call · Tue, Jan 8, 2030, 10:00 AM CST",
      }),
    );
    // The day before, the booker is a new lead like any other.
    expect(before.priorities.map((p) => p.title)).toContain("New contact: Ann Visitor");
    expect(before.priorities.map((p) => p.kind)).not.toContain("call-today");

    // On the day, the call takes the lead's place: one person, one slot.
    const onTheDay = await getDashboard(admin, "30d", at("2030-01-08", "08:00"));
    const titles = onTheDay.priorities.map((p) => p.title);
    expect(titles).toContain("Call at 10:00 AM: Ann Visitor");
    expect(titles).not.toContain("New contact: Ann Visitor");
    expect(onTheDay.priorities.find((p) => p.kind === "call-today")?.href).toBe("/admin/bookings");

    const afterwards = await getDashboard(admin, "30d", at("2030-01-08", "10:45"));
    expect(afterwards.priorities.map((p) => p.kind)).not.toContain("call-today");

    // A cancelled call is no priority, and the feed says so.
    if (!booked.ok || !booked.bookingId) throw new Error("not booked");
    await adminCancelBooking(admin, booked.bookingId, "Sorry");
    const cancelled = await getDashboard(admin, "30d", at("2030-01-08", "08:00"));
    expect(cancelled.priorities.map((p) => p.kind)).not.toContain("call-today");
    expect(cancelled.activity.find((a) => a.kind === "booking")?.description).toMatch(/· cancelled$/);
  });
});

describe("bookings are a live table", () => {
  it("a new, moved and cancelled booking reach admins' streams, never a client's", async () => {
    const hub = createRealtimeHub(testDb.database());
    await hub.start();
    try {
      const admin = await asAdmin();
      const { user: client } = await createClientWorld("live-booking");
      const adminStream = sseReader(eventStreamResponse(hub, admin));
      const clientStream = sseReader(eventStreamResponse(hub, client));
      const isBooking = (e: Record<string, unknown>) => e.table === "bookings";
      /** Forgets what arrived so far, so that the next event seen is the next step's own. */
      const settle = async () => {
        await adminStream.drain(200);
        adminStream.events.length = 0;
      };

      const booked = await bookCall("live@example.test", at("2030-01-09", "09:00"));
      if (!booked.ok || !booked.bookingId) throw new Error("not booked");
      expect(await adminStream.next(isBooking)).toEqual({ table: "bookings", op: "INSERT" });

      await settle();
      const [row] = await testDb.db().select().from(bookings).where(eq(bookings.id, booked.bookingId));
      const token = bookingLinks(row).reschedule.split("/").pop();
      const moved = await rescheduleByLink(
        token,
        { start: at("2030-01-09", "14:00").toISOString() },
        undefined,
        BOOKING_NOW,
      );
      expect(moved).toMatchObject({ ok: true });
      expect(await adminStream.next(isBooking)).toMatchObject({ table: "bookings", op: "UPDATE" });

      await settle();
      await adminCancelBooking(admin, booked.bookingId, "");
      expect(await adminStream.next(isBooking)).toMatchObject({ table: "bookings", op: "UPDATE" });

      expect((await clientStream.drain(300)).filter(isBooking)).toEqual([]);
      await adminStream.cancel();
      await clientStream.cancel();
    } finally {
      await hub.stop();
    }
  });
});
