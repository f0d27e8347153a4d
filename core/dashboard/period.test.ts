import { describe, expect, it } from "vitest";
import {
  DASHBOARD_PERIODS,
  dashboardPeriodHref,
  parsePeriod,
  periodWindows,
  REVENUE_CARD_LABELS,
} from "./period.ts";

describe("dashboard periods", () => {
  it("accepts 7d, 30d and 90d and defaults to 30d", () => {
    expect(parsePeriod("7d")).toBe("7d");
    expect(parsePeriod("90d")).toBe("90d");
    expect(parsePeriod(null)).toBe("30d");
    expect(parsePeriod("1y")).toBe("30d");
  });

  it("compares the last N days (today included) with the N days before, in UTC days", () => {
    const now = new Date("2026-11-22T23:30:00Z");
    expect(periodWindows("7d", now)).toEqual({
      previousFrom: "2026-11-09",
      currentFrom: "2026-11-16",
      today: "2026-11-22",
    });
    expect(periodWindows("30d", now)).toMatchObject({
      previousFrom: "2026-09-24",
      currentFrom: "2026-10-24",
    });
    expect(periodWindows("90d", new Date("2026-03-01T00:00:00Z")).currentFrom).toBe("2025-12-02");
  });
});

describe("revenue card label and period links", () => {
  it("names the period the revenue card sums", () => {
    expect(REVENUE_CARD_LABELS["30d"]).toBe("Monthly Revenue");
    expect(REVENUE_CARD_LABELS["7d"]).not.toMatch(/Monthly/);
    expect(REVENUE_CARD_LABELS["90d"]).not.toMatch(/Monthly/);
  });

  it("links each period to the dashboard, the default without ?index or a query", () => {
    expect(dashboardPeriodHref("30d")).toBe("/admin");
    expect(dashboardPeriodHref("7d")).toBe("/admin?period=7d");
    expect(dashboardPeriodHref("90d")).toBe("/admin?period=90d");
    for (const p of DASHBOARD_PERIODS) expect(dashboardPeriodHref(p)).not.toContain("index");
  });
});
