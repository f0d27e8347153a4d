import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as bookAction, loader as bookLoader } from "../../app/routes/site/book.tsx";
import { BOOKING_MESSAGES } from "../../core/booking/types.ts";
import { adminActor } from "../../tests/support/actors.ts";
import { agencyAt as at, bookCall, setUpBooking } from "../../tests/support/booking-data.ts";
import { formPost, routeArgs } from "../../tests/support/route-args.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { bookings } from "../db/schema.ts";
import { getEnv, setEnv } from "../env.ts";
import { saveMeetingType } from "./admin.ts";
import { BOOKING_RATE_LIMIT, SLOT_QUERY_RATE_LIMIT } from "./confirm.ts";

/* Issue 31 item 7 through the route, as a browser or a script reaches it: every refusal is a
   clear message with a 4xx status, never a 5xx. The route books against the real clock, so the
   requests here ask for times it does not offer unless a free time is looked up first. */

const testDb = useTestDatabase();
type Answer = { data: Record<string, unknown>; init?: { status?: number; headers?: Record<string, string> } };
type PickerLoad = {
  mode: string;
  picker?: {
    freeDays: Record<string, number>;
    times: { start: string }[];
    month: string;
    nextMonth: string | null;
    limited: string | null;
  };
};

const visitor = { name: "Ann Visitor", email: "ann@example.test" };
const post = (fields: Record<string, string>, ip = "192.0.2.10") =>
  bookAction(
    routeArgs(formPost("/book", { type: "discovery", ...visitor, ...fields }), { ip }),
  ) as Promise<Answer>;
const load = (query = "", ip = "192.0.2.10") =>
  bookLoader(routeArgs(new Request(`http://localhost:3000/book${query}`), { ip })) as Promise<PickerLoad>;
const countBookings = async () =>
  Number((await testDb.db().select({ n: sql<number>`count(*)::int` }).from(bookings))[0].n);

describe("preview mode", () => {
  it("shows the demo type's free times and refuses to book with a message", async () => {
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      const page = await load();
      expect(page.mode).toBe("picker");
      expect(Object.keys(page.picker?.freeDays ?? {}).length).toBeGreaterThan(0);
      const start = page.picker?.times[0]?.start ?? "";
      expect(start).not.toBe("");
      const answer = await post({ type: "discovery-call", start });
      expect(answer.init?.status).toBe(403);
      expect(answer.data).toMatchObject({ ok: false, message: BOOKING_MESSAGES.preview });
      expect(await countBookings()).toBe(0);
    } finally {
      setEnv(env);
    }
  });
});

describe("bad input and abuse, through /book", () => {
  it("an inactive type, a time off the grid or years ahead, and 10,000-character answers get a message", async () => {
    await setUpBooking(testDb.db());
    await saveMeetingType(adminActor(), {
      name: "Paused call",
      slug: "paused",
      durationMinutes: 30,
      locationKind: "phone",
      questions: [],
      active: false,
    });
    const page = await load("", "192.0.2.11");
    const free = page.picker?.times[0]?.start ?? "";
    expect(free).not.toBe("");
    const offGrid = new Date(new Date(free).getTime() + 10 * 60_000).toISOString();
    const cases: [Record<string, string>, number, string][] = [
      [{ type: "paused", start: free }, 400, BOOKING_MESSAGES.inactive],
      [{ start: offGrid }, 400, BOOKING_MESSAGES.notOffered],
      [{ start: "2041-03-04T15:00:00.000Z" }, 400, BOOKING_MESSAGES.notOffered],
      [{ start: "+275760-09-13T00:00:00.000Z" }, 400, BOOKING_MESSAGES.notOffered],
      [
        { start: free, company: "x".repeat(10_000) },
        400,
        "Please keep the company name under 200 characters",
      ],
      [{ start: free, project_win: "y".repeat(10_000) }, 400, "Please keep the answer under 2000 characters"],
      [{ start: free, name: "z".repeat(10_000) }, 400, ""],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(fields, "192.0.2.11");
      expect(answer.init?.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(answer.data.ok).toBe(false);
      if (message) expect(answer.data.message).toBe(message);
      else expect(String(answer.data.message)).toMatch(/name/i);
      // What the visitor typed comes back for the form, cut to a sane size.
      expect(String(answer.data.values && (answer.data.values as Record<string, string>).start)).toBe(
        fields.start,
      );
    }
    expect(await countBookings()).toBe(0);
    // The page for a month years ahead shows the last bookable month instead.
    const far = await load("?month=2041-03&day=2041-03-04", "192.0.2.11");
    expect(far.picker && far.picker.month < "2041-03").toBe(true);
    expect(far.picker?.nextMonth).toBeNull();
  });

  it("limits booking attempts per address, with Retry-After, and leaves other addresses alone", async () => {
    const page = await load("", "192.0.2.12");
    // The day's last time: still offered when the request comes a moment later.
    const free = page.picker?.times.at(-1)?.start ?? "";
    const notOffered = new Date(new Date(free).getTime() + 5 * 60_000).toISOString();
    for (let i = 0; i < BOOKING_RATE_LIMIT.max; i++) {
      expect((await post({ start: notOffered }, "192.0.2.66")).init?.status).toBe(400);
    }
    const limited = await post({ start: free }, "192.0.2.66");
    expect(limited.init?.status).toBe(429);
    expect(String(limited.data.message)).toMatch(/^Too many booking attempts from your address\. /);
    expect(Number(limited.init?.headers?.["Retry-After"])).toBeGreaterThan(0);
    const other = await post({ start: free }, "192.0.2.67");
    // A success is the answer itself, not wrapped with a status.
    expect(other).toMatchObject({ ok: true, message: expect.stringMatching(/is booked for/) });
  });

  it("limits slot queries per address: the page says so instead of showing times", async () => {
    for (let i = 0; i < SLOT_QUERY_RATE_LIMIT.max; i++) {
      expect((await load("", "192.0.2.77")).picker?.limited).toBeNull();
    }
    const limited = await load("", "192.0.2.77");
    expect(limited.picker?.limited).toMatch(/Too many requests from your address/);
    expect(limited.picker?.times).toEqual([]);
    expect((await load("", "192.0.2.78")).picker?.limited).toBeNull();
  });

  it("the same e-mail booking the same time twice, in any letter case, is told so", async () => {
    const start = at("2030-02-05", "11:00");
    expect(await bookCall("twice@example.test", start)).toMatchObject({ ok: true });
    expect(await bookCall("Twice@Example.TEST", start)).toMatchObject({
      ok: false,
      status: 409,
      message: BOOKING_MESSAGES.duplicate,
    });
    const rows = await testDb.db().select().from(bookings).where(eq(bookings.startAt, start));
    expect(rows).toHaveLength(1);
  });
});
