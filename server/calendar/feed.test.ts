import ical from "ical-generator";
import { describe, expect, it } from "vitest";
import type { CalendarItem } from "../../core/calendar/calendar-item.ts";
import { parseIcal, prop } from "../../tests/support/ical.ts";
import { clearWrittenEvents, eventData, FEED_CALENDAR, feedCalendar } from "./feed.ts";

const base = {
  overdue: false,
  done: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
};
const items: CalendarItem[] = [
  {
    ...base,
    id: "task:a1",
    kind: "task",
    title: "Storyboard",
    allDay: true,
    start: "2026-11-05",
    href: "/admin/projects/p1",
    detail: "Acme film",
    overdue: true,
  },
  {
    ...base,
    id: "invoice-due:i1",
    kind: "invoice-due",
    title: "Invoice INV-2026-0001 due",
    allDay: true,
    start: "2026-12-31",
    href: "/files/invoices/i1",
    done: true,
  },
  {
    ...base,
    id: "campaign:c1",
    kind: "campaign",
    title: "Winter news, with a long name that must be folded over several lines of the file",
    allDay: false,
    start: "2026-11-06T15:00:00.000Z",
    href: "/admin/messages?campaign=c1",
  },
];

describe("the iCalendar feed", async () => {
  const text = await feedCalendar(items, "https://agency.example");
  const { calendar, events } = parseIcal(text);

  it("is a VCALENDAR 2.0 with one VEVENT per item", () => {
    expect(calendar.VERSION).toBe("2.0");
    expect(calendar.PRODID).toContain("agency-platform");
    expect(events).toHaveLength(3);
  });

  it("gives stable UIDs from the item ids, DTSTAMP, SUMMARY and an absolute URL", () => {
    expect(events.map((e) => e.UID)).toEqual([
      "task:a1@agency.example",
      "invoice-due:i1@agency.example",
      "campaign:c1@agency.example",
    ]);
    // DTSTAMP is the record's last change: an unchanged event reads the same at every poll.
    expect(events[0].DTSTAMP).toBe("20261101T100000Z");
    expect(events[0].SUMMARY).toBe("Task: Storyboard (overdue)");
    expect(events[1].SUMMARY).toBe("Invoice due: Invoice INV-2026-0001 due (done)");
    expect(prop(events[0], "URL")?.value).toBe("https://agency.example/admin/projects/p1");
    expect(prop(events[2], "URL")?.value).toBe("https://agency.example/admin/messages?campaign=c1");
  });

  it("all-day items are dates (DTSTART;VALUE=DATE), timed ones UTC instants", () => {
    expect(prop(events[0], "DTSTART")).toEqual({ key: "DTSTART;VALUE=DATE", value: "20261105" });
    expect(prop(events[0], "DTEND")).toEqual({ key: "DTEND;VALUE=DATE", value: "20261106" });
    expect(prop(events[1], "DTEND")?.value).toBe("20270101");
    expect(prop(events[2], "DTSTART")).toEqual({ key: "DTSTART", value: "20261106T150000Z" });
    expect(events[2].SUMMARY).toContain("must be folded over several lines");
  });

  it("LAST-MODIFIED and SEQUENCE come from the record's last change", async () => {
    expect(events[0]["LAST-MODIFIED"]).toBe("20261101T100000Z");
    expect(Number(events[0].SEQUENCE)).toBeGreaterThan(0);
    const edited = { ...items[0], title: "Storyboard v2", updatedAt: "2026-11-02T10:00:00.000Z" };
    const again = parseIcal(await feedCalendar([edited, ...items.slice(1)], "https://agency.example"));
    expect(Number(again.events[0].SEQUENCE)).toBeGreaterThan(Number(events[0].SEQUENCE));
    expect(again.events[0].SUMMARY).toBe("Task: Storyboard v2 (overdue)");
  });

  it("is the library's own calendar text, whether an event is written anew or kept", async () => {
    clearWrittenEvents();
    const whole = ical(FEED_CALENDAR);
    for (const item of items) whole.createEvent(eventData(item, "https://agency.example"));
    const first = await feedCalendar(items, "https://agency.example");
    expect(first).toBe(whole.toString());
    expect(await feedCalendar(items, "https://agency.example")).toBe(first);
  });
});
