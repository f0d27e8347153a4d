import { describe, expect, it } from "vitest";
import type { CalendarItem } from "./calendar-item.ts";
import { feedRange, sequenceOf } from "./feed.ts";
import { agencyDayOf, instantWindow, itemDay, itemsByDay } from "./rules.ts";

const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: "task:1",
  kind: "task",
  title: "T",
  allDay: true,
  start: "2026-11-05",
  href: "/admin/projects/1",
  overdue: false,
  done: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
  ...over,
});

describe("the agency's day of an instant", () => {
  it("a timed instant falls on the agency's day, not the server's (time zone edge)", () => {
    // 03:30 UTC on 6 Nov is still the evening of 5 Nov in Chicago, already 6 Nov in Tokyo.
    const late = new Date("2026-11-06T03:30:00Z");
    expect(agencyDayOf(late, "America/Chicago")).toBe("2026-11-05");
    expect(agencyDayOf(late, "Asia/Tokyo")).toBe("2026-11-06");
    expect(agencyDayOf(late, "UTC")).toBe("2026-11-06");
  });

  it("a day typed in the contact form (stored as midnight UTC) stays that day in every zone", () => {
    const typed = new Date("2026-11-06T00:00:00Z");
    expect(agencyDayOf(typed, "America/Chicago", { typedDay: true })).toBe("2026-11-06");
    expect(agencyDayOf(typed, "Pacific/Auckland", { typedDay: true })).toBe("2026-11-06");
    expect(agencyDayOf(typed, "America/Chicago")).toBe("2026-11-05");
  });

  it("an unknown zone counts in UTC", () => {
    expect(agencyDayOf(new Date("2026-11-06T03:30:00Z"), "Not/AZone")).toBe("2026-11-06");
  });

  it("the read window covers every zone's version of the days", () => {
    const { after, before } = instantWindow("2026-11-01", "2026-11-30");
    expect(after.toISOString()).toBe("2026-10-31T10:00:00.000Z");
    // The end of 30 Nov at UTC-12 is 1 Dec 12:00 UTC.
    expect(before.toISOString()).toBe("2026-12-01T14:00:00.000Z");
  });
});

describe("placing items on days", () => {
  it("an all-day item on its own day, a timed one on the agency's day, all-day first", () => {
    const timed = item({
      id: "campaign:1",
      kind: "campaign",
      allDay: false,
      start: "2026-11-06T03:30:00.000Z",
    });
    const allDay = item({ id: "task:2", start: "2026-11-05", title: "Z" });
    expect(itemDay(timed, "America/Chicago")).toBe("2026-11-05");
    const byDay = itemsByDay([timed, allDay], "America/Chicago");
    expect(byDay.get("2026-11-05")?.map((i) => i.id)).toEqual(["task:2", "campaign:1"]);
    expect(itemsByDay([timed], "UTC").get("2026-11-06")).toHaveLength(1);
  });
});

describe("the feed's window and sequence", () => {
  it("30 days back and 180 ahead of the agency's today", () => {
    expect(feedRange("2026-11-27")).toEqual({ from: "2026-10-28", to: "2027-05-26" });
  });
  it("the sequence grows with each change and is stable between reads", () => {
    const a = sequenceOf("2026-11-01T10:00:00.000Z");
    expect(sequenceOf("2026-11-01T10:00:30.000Z")).toBe(a);
    expect(sequenceOf("2026-11-01T10:05:00.000Z")).toBeGreaterThan(a);
    expect(sequenceOf("2019-01-01T00:00:00.000Z")).toBe(0);
  });
});
