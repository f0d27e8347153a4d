import { describe, expect, it } from "vitest";
import { type ActivitySources, recentActivity } from "./activity.ts";

const now = new Date("2026-11-22T12:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe("recentActivity", () => {
  it("takes 3 subscribers, 2 submissions, 2 contacts and 2 transactions, and shows the 5 newest", () => {
    const sources: ActivitySources = {
      subscribers: [1, 2, 3, 4].map((m) => ({
        id: `s${m}`,
        email: `s${m}@x.test`,
        source: "website",
        at: minutesAgo(m),
      })),
      submissions: [5, 6, 7].map((m) => ({
        id: `f${m}`,
        name: `F${m}`,
        message: "Hi",
        service: null,
        at: minutesAgo(m * 0.1),
      })),
      contacts: [8, 9, 10].map((m) => ({
        id: `c${m}`,
        name: `C${m}`,
        company: "Acme",
        source: "Website",
        at: minutesAgo(m),
      })),
      transactions: [11, 12, 13].map((m) => ({
        id: `t${m}`,
        type: "income",
        amount: 100,
        description: "Retainer",
        category: null,
        at: minutesAgo(m),
      })),
    };
    const items = recentActivity(sources, now);
    // s4 is beyond the take of 3 even though it is newer than the contacts.
    expect(items.map((i) => i.id)).toEqual([
      "submission-f5",
      "submission-f6",
      "subscriber-s1",
      "subscriber-s2",
      "subscriber-s3",
    ]);
    expect(items[0].when).toBe("Just now");
    expect(items[2]).toMatchObject({ title: "New newsletter subscriber", when: "1 minute ago" });
  });

  it("cuts descriptions at 80 characters and dates older items", () => {
    const items = recentActivity(
      {
        subscribers: [],
        submissions: [
          { id: "f1", name: "F", message: "y".repeat(81), service: null, at: "2026-10-01T00:00:00Z" },
        ],
        contacts: [],
        transactions: [
          {
            id: "t1",
            type: "expense",
            amount: 80,
            description: null,
            category: "Software",
            at: minutesAgo(180),
          },
        ],
      },
      now,
    );
    expect(items).toEqual([
      expect.objectContaining({
        id: "transaction-t1",
        title: "Expense recorded",
        description: "$80 · Software",
        when: "3 hours ago",
      }),
      expect.objectContaining({
        id: "submission-f1",
        description: `${"y".repeat(80)}...`,
        when: "Oct 1, 2026",
      }),
    ]);
  });

  it("is empty with no sources", () => {
    expect(recentActivity({ subscribers: [], submissions: [], contacts: [], transactions: [] }, now)).toEqual(
      [],
    );
  });
});
