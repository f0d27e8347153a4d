import { describe, expect, it } from "vitest";
import {
  type ContactCandidate,
  composePriorities,
  type PaymentCandidate,
  type SubmissionCandidate,
  selectPriorities,
  urgentCount,
} from "./priorities.ts";

const now = new Date("2026-11-22T12:00:00Z");
const sub = (id: string, extra: Partial<SubmissionCandidate> = {}): SubmissionCandidate => ({
  id,
  name: `Sub ${id}`,
  email: `sub-${id}@example.test`,
  status: "new",
  service: "marketing-strategy",
  budgetRange: "1000-3000",
  message: `Message ${id}`,
  at: now,
  ...extra,
});
const con = (id: string, extra: Partial<ContactCandidate> = {}): ContactCandidate => ({
  id,
  name: `Con ${id}`,
  email: `con-${id}@example.test`,
  company: null,
  status: "new",
  service: null,
  value: 100,
  at: now,
  ...extra,
});
const pay = (id: string, extra: Partial<PaymentCandidate> = {}): PaymentCandidate => ({
  id,
  amount: 500,
  description: `Invoice ${id}`,
  contactName: null,
  contactEmail: null,
  type: "income",
  status: "pending",
  date: "2026-09-01",
  ...extra,
});

describe("selectPriorities", () => {
  it("takes 1 high-value submission, 1 high-value contact, 2 overdue, 3 new submissions, 2 new contacts, at most 6", () => {
    const items = selectPriorities(
      {
        highValueSubmissions: [
          sub("h1", { budgetRange: "10000-20000" }),
          sub("h2", { service: "media-production" }),
        ],
        highValueContacts: [con("hc1", { value: 25000 }), con("hc2", { value: 10000 })],
        overduePayments: [pay("p1"), pay("p2"), pay("p3")],
        newSubmissions: [sub("n1"), sub("n2"), sub("n3"), sub("n4")],
        newContacts: [con("c1"), con("c2"), con("c3")],
      },
      now,
    );
    expect(items.map((i) => i.id)).toEqual([
      "submission-h1",
      "contact-hc1",
      "transaction-p1",
      "transaction-p2",
      "submission-n1",
      "submission-n2",
    ]);
    expect(urgentCount(items)).toBe(4);
  });

  it("fills up with new items when there is nothing urgent", () => {
    const items = selectPriorities(
      {
        highValueSubmissions: [],
        highValueContacts: [],
        overduePayments: [],
        newSubmissions: [sub("n1"), sub("n2"), sub("n3"), sub("n4")],
        newContacts: [con("c1"), con("c2"), con("c3")],
      },
      now,
    );
    expect(items.map((i) => i.id)).toEqual([
      "submission-n1",
      "submission-n2",
      "submission-n3",
      "contact-c1",
      "contact-c2",
    ]);
    expect(urgentCount(items)).toBe(0);
    expect(items[0]).toMatchObject({
      title: "New submission: Sub n1",
      href: "/admin/submissions?status=new",
    });
  });

  it("does not list a high-value submission twice, and re-checks the rules", () => {
    const hv = sub("h1", { service: "media-production" });
    const items = selectPriorities(
      {
        highValueSubmissions: [sub("x", { status: "completed", service: "media-production" }), hv],
        highValueContacts: [con("low", { value: 10 })],
        overduePayments: [pay("recent", { date: "2026-11-20" }), pay("paid", { status: "completed" })],
        newSubmissions: [hv, sub("n1")],
        newContacts: [],
      },
      now,
    );
    expect(items.map((i) => i.id)).toEqual(["submission-h1", "submission-n1"]);
    expect(items[0]).toMatchObject({ title: "High-value lead: Sub h1", urgent: true });
  });

  it("lists a contact-form lead once: its submission and its CRM contact take one slot", () => {
    // The form wrote both rows with the same address (in another case); the contact's slot goes
    // to the next new contact.
    const items = selectPriorities(
      {
        highValueSubmissions: [sub("h1", { service: "media-production", email: "Kim@Example.test" })],
        highValueContacts: [
          con("hc1", { value: 25000, email: "kim@example.test " }),
          con("hc2", { value: 12000 }),
        ],
        overduePayments: [],
        newSubmissions: [sub("n1", { email: "dan@example.test" })],
        newContacts: [con("c1", { email: "DAN@example.test" }), con("c2")],
      },
      now,
    );
    expect(items.map((i) => i.id)).toEqual(["submission-h1", "contact-hc2", "submission-n1", "contact-c2"]);
    expect(new Set(items.map((i) => i.person)).size).toBe(items.length);
  });

  it("keeps the rule for any source: one person, one slot, at most 6, each source its share", () => {
    const item = (id: string, person: string | null) => ({
      id,
      kind: "new-contact" as const,
      title: id,
      description: "",
      urgent: false,
      href: "/admin",
      person,
    });
    const items = composePriorities([
      { take: 2, items: [item("a", "ann"), item("b", "bob"), item("c", "cy")] },
      // A source added later (meetings, overdue tasks) falls under the same rule.
      { take: 2, items: [item("m1", "ann"), item("m2", null), item("m3", "dee")] },
      { take: 5, items: [item("x1", null), item("x2", "bob"), item("x3", "eve"), item("x4", "fay")] },
    ]);
    expect(items.map((i) => i.id)).toEqual(["a", "b", "m2", "m3", "x1", "x3"]);
  });

  it("cuts descriptions at 80 characters", () => {
    const long = "x".repeat(120);
    const [item] = selectPriorities(
      {
        highValueSubmissions: [],
        highValueContacts: [],
        overduePayments: [],
        newSubmissions: [sub("n1", { message: long })],
        newContacts: [],
      },
      now,
    );
    expect(item.description).toBe(`${"x".repeat(80)}...`);
  });

  it("describes overdue payments with amount and contact", () => {
    const [item] = selectPriorities(
      {
        highValueSubmissions: [],
        highValueContacts: [],
        overduePayments: [pay("p1", { amount: 1234, contactName: "Acme" })],
        newSubmissions: [],
        newContacts: [],
      },
      now,
    );
    expect(item).toMatchObject({
      title: "Overdue payment: $1,234 from Acme",
      urgent: true,
      // It links to the transaction itself on the revenue screen (issue 16).
      href: "/admin/revenue?tab=transactions&range=all&id=p1",
    });
  });
});
