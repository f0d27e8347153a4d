import { clickRate, openRate } from "../../core/analytics/rates.ts";
import type { DashboardPeriod } from "../../core/dashboard/period.ts";
import { periodWindows } from "../../core/dashboard/period.ts";
import { assertAdmin } from "../admin-access.ts";
import type { SessionUser } from "../session.ts";
import { campaignFigures } from "./business.ts";
import { dailyTotals } from "./traffic.ts";

export type Engagement = { openRate: number; clickRate: number; visits: number; avgSessionSeconds: number };

export const zeroEngagement: Engagement = { openRate: 0, clickRate: 0, visits: 0, avgSessionSeconds: 0 };

/**
 * The CRM dashboard's Engagement Metrics for its period, measured: e-mail open and click rates of
 * the campaigns sent in it, website visits (sessions) and their average duration. A failure
 * leaves the card at zero rather than failing the dashboard.
 */
export async function getEngagement(
  actor: SessionUser,
  period: DashboardPeriod,
  now = new Date(),
): Promise<Engagement> {
  assertAdmin(actor);
  const { currentFrom, today } = periodWindows(period, now);
  const window = { from: currentFrom, to: today };
  try {
    const [{ totals }, days] = await Promise.all([campaignFigures(window), dailyTotals(window, now)]);
    const sessions = days.reduce((s, d) => s + d.sessions, 0);
    const seconds = days.reduce((s, d) => s + d.durationSeconds, 0);
    return {
      openRate: openRate(totals.opened, totals.delivered),
      clickRate: clickRate(totals.clicked, totals.opened),
      visits: sessions,
      avgSessionSeconds: sessions ? Math.round(seconds / sessions) : 0,
    };
  } catch (error) {
    console.error("[dashboard] engagement metrics failed:", error);
    return zeroEngagement;
  }
}
