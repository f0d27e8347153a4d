import { describe, expect, it } from "vitest";
import { recentActivity } from "./activity.ts";
import { type CallCandidate, type ContactCandidate, PRIORITY_LIMIT, selectPriorities } from "./priorities.ts";

const zone = "America/Chicago";
const now = new Date("2026-11-27T15:00:00Z"); // 9:00 AM in Chicago
const call = (id: string, extra: Partial<CallCandidate> = {}): CallCandidate => ({
  id,
  name: `Caller ${id}`,
  email: `caller-${id}@x.test`,
  typeName: "30-minute discovery call",
  start: "2026-11-27T16:00:00Z",
  end: "2026-11-27T16:30:00Z",
  timeZone: zone,
  ...extra,
});
const contact = (id: string, email = `c-${id}@x.test`): ContactCandidate => ({
  id,
  name: `C ${id}`,
  email,
  company: null,
  status: "new",
  service: null,
  value: null,
  at: now,
});
const empty = {
  highValueSubmissions: [],
  highValueContacts: [],
  overduePayments: [],
  newSubmissions: [],
  newContacts: [],
};

describe("today's calls in Today's Priorities", () => {
  it("lists up to two, at the agency's time, linking the bookings; a call already over is left out", () => {
    const items = selectPriorities(
      {
        ...empty,
        callsToday: [
          call("over", { start: "2026-11-27T14:00:00Z", end: "2026-11-27T14:30:00Z" }),
          call("a"),
          call("b", { start: "2026-11-27T20:30:00Z", end: "2026-11-27T21:00:00Z" }),
          call("c", { start: "2026-11-27T22:00:00Z", end: "2026-11-27T22:30:00Z" }),
        ],
      },
      now,
    );
    expect(items.map((i) => [i.kind, i.title, i.href])).toEqual([
      ["call-today", "Call at 10:00 AM: Caller a", "/admin/bookings"],
      ["call-today", "Call at 2:30 PM: Caller b", "/admin/bookings"],
    ]);
    expect(items[0].description).toBe("30-minute discovery call · caller-a@x.test");
    expect(items[0].urgent).toBe(false);
  });

  it("comes after the five kinds the specification names, before overdue work", () => {
    const items = selectPriorities(
      {
        ...empty,
        newContacts: [contact("1"), contact("2")],
        callsToday: [call("a")],
        overdueWork: [
          {
            id: "t",
            kind: "task",
            title: "Late",
            dueDate: "2026-11-01",
            done: false,
            projectId: "p",
            projectName: "P",
          },
        ],
      },
      now,
      "USD",
      "2026-11-27",
    );
    expect(items.map((i) => i.kind)).toEqual(["new-contact", "new-contact", "call-today", "overdue-task"]);
    expect(items.length).toBeLessThanOrEqual(PRIORITY_LIMIT);
  });

  it("takes the place of the same person's new-lead item, so one person still has one slot", () => {
    const items = selectPriorities(
      {
        ...empty,
        newContacts: [contact("1", "Caller-A@x.test"), contact("2")],
        callsToday: [call("a")],
      },
      now,
    );
    expect(items.map((i) => i.title)).toEqual(["Call at 10:00 AM: Caller a", "New contact: C 2"]);
  });
});

describe("bookings in Recent Activity", () => {
  it("shows who booked which call for when, newest first among the rest, with a cancelled one marked", () => {
    const items = recentActivity(
      {
        subscribers: [
          { id: "s", email: "s@x.test", source: "website", at: new Date(now.getTime() - 600_000) },
        ],
        submissions: [],
        contacts: [],
        transactions: [],
        bookings: [
          {
            id: "b1",
            name: "Ann",
            typeName: "Discovery call",
            start: "2026-12-01T15:30:00Z",
            status: "confirmed",
            timeZone: zone,
            at: new Date(now.getTime() - 60_000),
          },
          {
            id: "b2",
            name: "Bob",
            typeName: "Discovery call",
            start: "2026-12-02T15:30:00Z",
            status: "cancelled",
            timeZone: zone,
            at: new Date(now.getTime() - 1_200_000),
          },
        ],
      },
      now,
    );
    expect(items.map((i) => [i.kind, i.title, i.description])).toEqual([
      ["booking", "Call booked: Ann", "Discovery call · Tue, Dec 1, 2026, 9:30 AM CST"],
      ["subscriber", "New newsletter subscriber", "s@x.test via website"],
      ["booking", "Call booked: Bob", "Discovery call · Wed, Dec 2, 2026, 9:30 AM CST · cancelled"],
    ]);
  });
});
