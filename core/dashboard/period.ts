/** Dashboard periods (001 section 9): 7d, 30d and 90d, default 30d. */
export const DASHBOARD_PERIODS = ["7d", "30d", "90d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "30d";

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

/**
 * The revenue card names the period it sums: 'Monthly Revenue' for the specification's default 30
 * days, and the matching word for the other periods, so a 7-day sum is not called monthly.
 */
export const REVENUE_CARD_LABELS: Record<DashboardPeriod, string> = {
  "7d": "Weekly Revenue",
  "30d": "Monthly Revenue",
  "90d": "Quarterly Revenue",
};

/**
 * The dashboard's address for a period. Absolute, because a relative '.' from the index route
 * resolves to '/admin?index'; the default period has no query so it is the plain '/admin'.
 */
export function dashboardPeriodHref(period: DashboardPeriod): string {
  return period === DEFAULT_DASHBOARD_PERIOD ? "/admin" : `/admin?period=${period}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  return DASHBOARD_PERIODS.includes(value as DashboardPeriod)
    ? (value as DashboardPeriod)
    : DEFAULT_DASHBOARD_PERIOD;
}

export function periodDays(period: DashboardPeriod): number {
  return Number.parseInt(period, 10);
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Whole UTC days: the current window is the last N days including today, the previous window the
 * N days before it. With the default 30d this is the specification's month against the previous
 * month. Days (not instants) because transactions carry a date and subscribers are counted per day.
 */
export function periodWindows(period: DashboardPeriod, now: Date) {
  const n = periodDays(period);
  const today = now.getTime();
  return {
    previousFrom: utcDay(today - (2 * n - 1) * DAY_MS),
    currentFrom: utcDay(today - (n - 1) * DAY_MS),
    today: utcDay(today),
  };
}
