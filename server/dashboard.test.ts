import { describe, expect, it, vi } from "vitest";
import { formatMoney } from "../core/dashboard/revenue.ts";
import { adminActor, clientActor, expectForbidden } from "../tests/support/actors.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { getDashboard } from "./dashboard.ts";
import { appSettings, contactSubmissions, contacts, subscribers, transactions } from "./db/schema.ts";
import { getRevenueOverview } from "./revenue/overview.ts";

const testDb = useTestDatabase();
const admin = adminActor();
const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const day = (d: number) => daysAgo(d).toISOString().slice(0, 10);

/** Hand-made rows whose figures are worked out in the comments below. */
async function seed() {
  const db = testDb.db();
  // 30d: 5 new in the last 30 days, 2 in the 30 before, 3 older. 7d: 2 against 1.
  const subscriberDays = [0.01, 3, 10, 20, 29, 100, 31, 45, 70, 200];
  await db.insert(subscribers).values(
    subscriberDays.map((d, i) => ({
      email: `s${i}@example.test`,
      source: "website",
      createdAt: daysAgo(d),
    })),
  );
  await db.insert(contactSubmissions).values([
    {
      name: "Big Budget",
      email: "b@x.test",
      projectDetails: "Launch film",
      budgetRange: "10000-20000",
      submittedAt: daysAgo(2),
    },
    {
      name: "Film Maker",
      email: "f@x.test",
      projectDetails: "Promo",
      serviceNeeded: "media-production",
      submittedAt: daysAgo(1),
    },
    {
      name: "Small Ask",
      email: "s@x.test",
      projectDetails: "Logo",
      budgetRange: "500-1000",
      submittedAt: daysAgo(0.5),
    },
    {
      name: "Working",
      email: "w@x.test",
      projectDetails: "-",
      status: "in_progress",
      submittedAt: daysAgo(5),
    },
    {
      name: "Working 2",
      email: "w2@x.test",
      projectDetails: "-",
      status: "in_progress",
      submittedAt: daysAgo(6),
    },
    { name: "Done", email: "d@x.test", projectDetails: "-", status: "completed", submittedAt: daysAgo(7) },
    { name: "Old", email: "o@x.test", projectDetails: "-", status: "archived", submittedAt: daysAgo(90) },
  ]);
  await db.insert(contacts).values([
    { name: "Whale", email: "wh@x.test", value: "12000", createdAt: daysAgo(3) },
    { name: "Minnow", email: "mi@x.test", value: "900", company: "Pond Co", createdAt: daysAgo(0.2) },
    { name: "Called", email: "c@x.test", status: "contacted", createdAt: daysAgo(9) },
    { name: "Keen", email: "k@x.test", status: "qualified", createdAt: daysAgo(9) },
    { name: "Won 1", email: "w1@x.test", status: "closed", createdAt: daysAgo(40) },
    { name: "Won 2", email: "w3@x.test", status: "closed", createdAt: daysAgo(40) },
    { name: "Gone", email: "g@x.test", status: "lost", createdAt: daysAgo(40) },
  ]);
  const tx = (amount: number, d: number, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
    amount: String(amount),
    type: "income" as const,
    date: day(d),
    createdAt: daysAgo(d),
    ...extra,
  });
  await db
    .insert(transactions)
    .values([
      tx(1000, 4, { description: "Website retainer" }),
      tx(3000, 2),
      tx(500, 45, { status: "pending", description: "Invoice #12" }),
      tx(250, 10, { status: "pending" }),
      tx(2000, 40),
      tx(9999, 1, { status: "cancelled" }),
      tx(700, 1, { type: "expense" }),
    ]);
}

describe("getDashboard", () => {
  it("computes the 30-day figures from the rows", async () => {
    await seed();
    const data = await getDashboard(admin, "30d", now);
    // Subscribers: 10 in all; 5 against 2 is +150%.
    expect(data.subscribers).toEqual({ total: 10, newInPeriod: 5, growth: 150 });
    // new 3 + 2; in progress 2 + contacted 1 + qualified 1; completed 1 + closed 2.
    expect(data.contacts).toEqual({ new: 5, inProgress: 4, completed: 3, active: 9 });
    // Income in the last 30 days: 1000 + 3000 + 250 (pending, not cancelled) over 3 transactions;
    // before: 500 + 2000. Growth (4250 - 2500) / 2500 = 70%.
    expect(data.revenue).toEqual({
      total: 4250,
      growth: 70,
      averageDealSize: 1416.67,
      incomeTransactions: 3,
    });
  });

  it("picks today's priorities by the rule and counts the urgent ones", async () => {
    const data = await getDashboard(admin, "30d", now);
    expect(data.priorities.map((p) => p.title)).toEqual([
      "High-value lead: Film Maker",
      "High-value lead: Whale",
      "Overdue payment: $500",
      "New submission: Small Ask",
      "New submission: Big Budget",
      "New contact: Minnow",
    ]);
    expect(data.urgent).toBe(3);
  });

  it("shows the 5 newest of 3 subscribers, 2 submissions, 2 contacts and 2 income transactions", async () => {
    const data = await getDashboard(admin, "30d", now);
    expect(data.activity.map((a) => [a.kind, a.when])).toEqual([
      ["subscriber", "14 minutes ago"],
      ["contact", "4 hours ago"],
      ["submission", "12 hours ago"],
      ["submission", "1 day ago"],
      ["transaction", "1 day ago"],
    ]);
  });

  it("changes the figures with the period", async () => {
    const week = await getDashboard(admin, "7d", now);
    // Subscribers 2 (0.01 and 3 days) against 1 (8 days): +100%.
    expect(week.subscribers).toEqual({ total: 10, newInPeriod: 2, growth: 100 });
    // Income: 1000 + 3000 in the last 7 days.
    expect(week.revenue).toMatchObject({ total: 4000, incomeTransactions: 2, averageDealSize: 2000 });
    const quarter = await getDashboard(admin, "90d", now);
    expect(quarter.subscribers.newInPeriod).toBe(8);
  });

  it("names the section that failed (001 section 8)", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    await testDb.withoutTable("transactions", async () => {
      await expect(getDashboard(admin, "30d", now)).rejects.toThrow("Failed to fetch transactions data");
    });
    expect(console.error).toHaveBeenCalled();
  });

  it("is for admins only", async () => {
    await expectForbidden(() => getDashboard(clientActor(), "30d", now));
  });

  it("sums the same days as the Revenue screen, in the agency's currency and time zone", async () => {
    await testDb
      .db()
      .insert(appSettings)
      .values([
        { key: "currency", value: "EUR" },
        // 13 hours ahead of UTC in November: the agency's today is already the 23rd.
        { key: "timeZone", value: "Pacific/Auckland" },
      ]);
    const data = await getDashboard(admin, "30d", now);
    const overview = await getRevenueOverview(admin, "30d", now);
    expect(overview.window.to).toBe("2026-11-23");
    expect(data.currency).toBe("EUR");
    expect(data.revenue.total).toBe(Number(overview.summary.revenue));
    expect(formatMoney(1234.5, data.currency)).toBe("€1,235");
    expect(data.priorities.find((p) => p.kind === "overdue-payment")?.title).toContain("€500");
  });
});
