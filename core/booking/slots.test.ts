import { describe, expect, it } from "vitest";
import { validateBookingForm } from "./schemas.ts";
import { freeSlots, isFreeSlot, slotCells } from "./slots.ts";
import { type Availability, DEFAULT_AVAILABILITY } from "./types.ts";
import { zonedDate, zonedInstant, zonedTime } from "./zoned.ts";

const nineToFive: Availability = {
  ...DEFAULT_AVAILABILITY,
  minNoticeHours: 0,
  maxDaysAhead: 365,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  dailyLimit: 0,
  slotStepMinutes: 30,
};

function day(
  date: string,
  zone: string,
  availability = nineToFive,
  extra: Partial<Parameters<typeof freeSlots>[0]> = {},
) {
  return freeSlots({
    availability,
    timeZone: zone,
    durationMinutes: 30,
    now: new Date("2026-01-01T00:00:00Z"),
    from: zonedInstant(date, "00:00", zone),
    to: zonedInstant(date, "23:59", zone),
    bookings: [],
    ...extra,
  }).map((d) => zonedTime(d, zone));
}

describe("free slots", () => {
  it("offers the weekly hours on the step grid, a meeting ending by the range's end", () => {
    const times = day("2026-12-01", "America/Chicago"); // a Tuesday
    expect(times[0]).toBe("09:00");
    expect(times.at(-1)).toBe("16:30");
    expect(times).toHaveLength(16);
    expect(day("2026-12-05", "America/Chicago")).toEqual([]); // Saturday
  });

  it("follows a date override: a day off, or other hours", () => {
    const a = {
      ...nineToFive,
      overrides: [
        { date: "2026-12-01", ranges: [] },
        { date: "2026-12-02", ranges: [{ start: "13:00", end: "14:00" }] },
      ],
    };
    expect(day("2026-12-01", "America/Chicago", a)).toEqual([]);
    expect(day("2026-12-02", "America/Chicago", a)).toEqual(["13:00", "13:30"]);
  });

  it("respects minimum notice and the horizon", () => {
    const zone = "America/Chicago";
    const now = zonedInstant("2026-12-01", "10:10", zone);
    const a = { ...nineToFive, minNoticeHours: 2, maxDaysAhead: 1 };
    expect(day("2026-12-01", zone, a, { now })[0]).toBe("12:30");
    expect(day("2026-12-02", zone, a, { now }).at(-1)).toBe("10:00");
    expect(day("2026-12-03", zone, a, { now })).toEqual([]);
  });

  it("keeps buffers around existing meetings and stops at the daily limit", () => {
    const zone = "Europe/Berlin";
    const a = { ...nineToFive, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    const booked = {
      start: zonedInstant("2026-12-01", "11:00", zone),
      end: zonedInstant("2026-12-01", "11:30", zone),
    };
    const times = day("2026-12-01", zone, a, { bookings: [booked] });
    // 10:30 would end at 11:00 and its 15 min after-buffer meets the 11:00 meeting's before-buffer.
    expect(times).not.toContain("10:30");
    expect(times).not.toContain("11:00");
    expect(times).not.toContain("11:30");
    expect(times).toContain("10:00");
    expect(times).toContain("12:00");
    const limited = { ...a, dailyLimit: 1 };
    expect(day("2026-12-01", zone, limited, { perDay: new Map([["2026-12-01", 1]]) })).toEqual([]);
    expect(
      isFreeSlot(
        {
          availability: a,
          timeZone: zone,
          durationMinutes: 30,
          now: new Date("2026-01-01T00:00:00Z"),
          bookings: [booked],
        },
        booked.start,
      ),
    ).toBe(false);
    expect(
      isFreeSlot(
        {
          availability: a,
          timeZone: zone,
          durationMinutes: 30,
          now: new Date("2026-01-01T00:00:00Z"),
          bookings: [],
        },
        zonedInstant("2026-12-01", "09:10", zone),
      ),
    ).toBe(false); // not on the grid
  });

  it("two meetings whose buffered spans are disjoint never share a reserved cell", () => {
    const a = { ...nineToFive, bufferBeforeMinutes: 10, bufferAfterMinutes: 5 };
    const first = slotCells(new Date("2026-12-01T15:00:00Z"), new Date("2026-12-01T15:30:00Z"), a);
    const second = slotCells(new Date("2026-12-01T15:45:00Z"), new Date("2026-12-01T16:15:00Z"), a);
    expect(first).toHaveLength(9);
    const times = new Set(first.map((d) => d.getTime()));
    expect(second.some((d) => times.has(d.getTime()))).toBe(false);
    const overlapping = slotCells(new Date("2026-12-01T15:40:00Z"), new Date("2026-12-01T16:10:00Z"), a);
    expect(overlapping.some((d) => times.has(d.getTime()))).toBe(true);
  });
});

describe("daylight saving time", () => {
  const allDay: Availability = {
    ...nineToFive,
    weekly: Array.from({ length: 7 }, () => [{ start: "00:00", end: "24:00" }]),
  };
  const count = (date: string, zone: string) => day(date, zone, { ...allDay, slotStepMinutes: 60 }).length;

  it("America/Chicago: 23 hours in March, 25 in November, same wall-clock hours otherwise", () => {
    expect(count("2026-03-08", "America/Chicago")).toBe(23);
    expect(count("2026-11-01", "America/Chicago")).toBe(25);
    expect(count("2026-03-09", "America/Chicago")).toBe(24);
    const after = day("2026-03-09", "America/Chicago");
    expect(after[0]).toBe("09:00");
    expect(zonedInstant("2026-03-09", "09:00", "America/Chicago").toISOString()).toBe(
      "2026-03-09T14:00:00.000Z",
    );
    expect(zonedInstant("2026-03-06", "09:00", "America/Chicago").toISOString()).toBe(
      "2026-03-06T15:00:00.000Z",
    );
    expect(zonedInstant("2026-11-02", "09:00", "America/Chicago").toISOString()).toBe(
      "2026-11-02T15:00:00.000Z",
    );
  });

  it("Australia/Sydney and Europe/Berlin (east of UTC)", () => {
    expect(count("2026-04-05", "Australia/Sydney")).toBe(25); // DST ends
    expect(count("2026-10-04", "Australia/Sydney")).toBe(23); // DST starts
    expect(count("2026-03-29", "Europe/Berlin")).toBe(23);
    expect(count("2026-10-25", "Europe/Berlin")).toBe(25);
    // 9:00 in Sydney on a Monday is Sunday evening UTC: still that Monday's slot.
    const first = freeSlots({
      availability: nineToFive,
      timeZone: "Australia/Sydney",
      durationMinutes: 30,
      now: new Date("2026-01-01T00:00:00Z"),
      from: new Date("2026-12-06T00:00:00Z"),
      to: new Date("2026-12-07T00:00:00Z"),
      bookings: [],
    })[0];
    expect(first.toISOString()).toBe("2026-12-06T22:00:00.000Z");
    expect(zonedDate(first, "Australia/Sydney")).toBe("2026-12-07");
  });

  it("a 9-to-5 day across the change keeps the wall clock", () => {
    expect(day("2026-03-08", "America/Chicago", nineToFive)).toEqual([]); // Sunday
    expect(day("2026-03-30", "Europe/Berlin")[0]).toBe("09:00");
  });
});

describe("the booking form", () => {
  it("checks name, e-mail, then the type's questions with the contact form's messages", () => {
    expect(validateBookingForm({ name: "", email: "x" }, [])).toMatchObject({ ok: false, field: "name" });
    expect(validateBookingForm({ name: "Ann", email: "nope" }, [])).toMatchObject({
      ok: false,
      field: "email",
    });
    expect(
      validateBookingForm({ name: "Ann", email: "ann@example.com", project_win: "x".repeat(10_000) }, [
        "project_win",
      ]),
    ).toMatchObject({ ok: false, field: "project_win" });
    const ok = validateBookingForm(
      { name: "Ann", email: "ann@example.com", company: "Acme", budget_range: "bogus-not-asked" },
      ["company"],
    );
    expect(ok).toMatchObject({ ok: true, answers: { company: "Acme" } });
  });

  it("gives the project brief's own messages for its questions", () => {
    const asked = ["company", "service_needed", "budget_range"] as const;
    const lead = { name: "Ann", email: "ann@example.com" };
    expect(validateBookingForm({ ...lead, company: "x".repeat(201) }, [...asked])).toEqual({
      ok: false,
      field: "company",
      message: "Please keep the company name under 200 characters",
    });
    expect(validateBookingForm({ ...lead, service_needed: "juggling" }, [...asked])).toEqual({
      ok: false,
      field: "service_needed",
      message: "Please choose a service from the list",
    });
    // A blank choice is no answer, and blank text is dropped from the answers.
    expect(validateBookingForm({ ...lead, company: "  ", budget_range: "" }, [...asked])).toMatchObject({
      ok: true,
      answers: {},
    });
  });
});

describe("the availability form's text", () => {
  it("reads hours and overrides", async () => {
    const { textToOverrides, textToRanges } = await import("./availability-text.ts");
    expect(textToRanges("9:00-12:00, 13:00 - 17:30")).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:00", end: "17:30" },
    ]);
    expect(textToOverrides("2026-12-24: off\n2026-12-31: 10:00-14:00")).toEqual([
      { date: "2026-12-24", ranges: [] },
      { date: "2026-12-31", ranges: [{ start: "10:00", end: "14:00" }] },
    ]);
  });
});
