import { describe, expect, it } from "vitest";
import { adminActor } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDashboard } from "../dashboard.ts";
import { appSettings, transactions } from "../db/schema.ts";
import { getAnalytics } from "./report.ts";

const testDb = useTestDatabase();

describe("analytics' revenue", () => {
  it("counts the agency's days, as the dashboard does, when the agency's date is not UTC's", async () => {
    // 21:00 in Chicago on the 24th is already the 25th in UTC.
    const now = new Date("2026-11-25T03:00:00Z");
    await testDb.db().insert(appSettings).values({ key: "timeZone", value: "America/Chicago" });
    await testDb
      .db()
      .insert(transactions)
      .values([
        // The 30th day back in Chicago, one day before a window of 30 UTC days.
        { amount: "6000", type: "income", date: "2026-10-26" },
        { amount: "100", type: "income", date: "2026-11-24" },
        { amount: "40", type: "expense", date: "2026-11-24" },
      ]);
    const analytics = await getAnalytics(adminActor(), "30d", { now });
    const dashboard = await getDashboard(adminActor(), "30d", now);
    expect(analytics.failed).toEqual([]);
    expect(analytics.current.revenue.monthly).toBe(6100);
    expect(analytics.current.revenue.income).toBe(6100);
    expect(analytics.current.revenue.expenses).toBe(40);
    expect(dashboard.revenue.total).toBe(analytics.current.revenue.monthly);
  });
});
