import { type ActivityItem, recentActivity } from "../core/dashboard/activity.ts";
import { growthRate } from "../core/dashboard/growth.ts";
import { overdueCutoff } from "../core/dashboard/lead-rules.ts";
import { dashboardMapping, type PipelineCounts } from "../core/dashboard/mapping.ts";
import { type DashboardPeriod, periodWindows } from "../core/dashboard/period.ts";
import { type PriorityItem, selectPriorities, urgentCount } from "../core/dashboard/priorities.ts";
import { averageDealSize } from "../core/dashboard/revenue.ts";
import { rangeWindow } from "../core/revenue/range.ts";
import { assertAdmin } from "./admin-access.ts";
import {
  bookingFigures,
  contactFigures,
  reviewFigures,
  submissionFigures,
  subscriberFigures,
  transactionFigures,
  workFigures,
} from "./dashboard-queries.ts";
import { getRevenueSettings } from "./revenue/settings.ts";
import type { SessionUser } from "./session.ts";

export type DashboardData = {
  period: DashboardPeriod;
  subscribers: { total: number; newInPeriod: number; growth: number };
  contacts: PipelineCounts;
  revenue: { total: number; growth: number; averageDealSize: number; incomeTransactions: number };
  /** The agency's currency (settings), for the revenue cards. */
  currency: string;
  priorities: PriorityItem[];
  urgent: number;
  activity: ActivityItem[];
};

/** A dashboard section that failed, with the message of 001 section 8. */
export class DashboardError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DashboardError";
  }
}

async function section<T>(message: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[dashboard] ${message}:`, error);
    throw new DashboardError(message, { cause: error });
  }
}

/** The CRM dashboard, computed on the server from SQL aggregates for the chosen period. */
export async function getDashboard(
  actor: SessionUser,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardData> {
  assertAdmin(actor);
  const { currentFrom, previousFrom } = periodWindows(period, now);
  // Money counts whole days of the agency's time zone, as the Revenue screen's range of the same
  // length does, so that the two screens show the same sum.
  const agency = await getRevenueSettings(undefined, now);
  const moneyDays = rangeWindow(period, agency.today);
  const [subs, cons, forms, money, work, reviews, calls] = await Promise.all([
    section("Failed to fetch subscribers data", () => subscriberFigures(currentFrom, previousFrom)),
    section("Failed to fetch contacts data", () => contactFigures()),
    section("Failed to fetch contact submissions data", () => submissionFigures()),
    section("Failed to fetch transactions data", () =>
      transactionFigures(moneyDays.from, moneyDays.previousFrom ?? moneyDays.from, overdueCutoff(now)),
    ),
    section("Failed to fetch project tasks data", () => workFigures(agency.today)),
    section("Failed to fetch deliverable reviews data", () => reviewFigures(agency.today)),
    section("Failed to fetch bookings data", () => bookingFigures(agency.today)),
  ]);
  try {
    const counts = <S extends string>(rows: { status: S; count: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.status, Number(r.count)])) as Partial<Record<S, number>>;
    const priorities = selectPriorities(
      {
        highValueSubmissions: forms.highValue,
        highValueContacts: cons.highValue,
        overduePayments: money.overdue,
        newSubmissions: forms.fresh,
        newContacts: cons.fresh,
        callsToday: calls.today.map((c) => ({ ...c, timeZone: agency.timeZone })),
        overdueWork: work.overdue,
        reviewWork: reviews,
      },
      now,
      agency.currency,
      agency.today,
    );
    return {
      period,
      subscribers: {
        total: subs.total,
        newInPeriod: subs.current,
        growth: growthRate(subs.current, subs.previous),
      },
      contacts: dashboardMapping(counts(forms.byStatus), counts(cons.byStatus)),
      revenue: {
        total: money.current,
        growth: growthRate(money.current, money.previous),
        averageDealSize: averageDealSize(money.current, money.count),
        incomeTransactions: money.count,
      },
      currency: agency.currency,
      priorities,
      urgent: urgentCount(priorities),
      activity: recentActivity(
        {
          subscribers: subs.recent,
          submissions: forms.recent,
          contacts: cons.recent,
          transactions: money.recent,
          completions: work.completions,
          bookings: calls.recent.map((b) => ({ ...b, timeZone: agency.timeZone })),
        },
        now,
        agency.currency,
      ),
    };
  } catch (error) {
    console.error("[dashboard] building the dashboard failed:", error);
    throw new DashboardError("An unexpected error occurred while loading dashboard data", { cause: error });
  }
}
