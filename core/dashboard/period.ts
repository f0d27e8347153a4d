/** Dashboard periods (001 section 9): 7d, 30d and 90d, default 30d. */
export const DASHBOARD_PERIODS = ["7d", "30d", "90d"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "30d";

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  return DASHBOARD_PERIODS.includes(value as DashboardPeriod)
    ? (value as DashboardPeriod)
    : DEFAULT_DASHBOARD_PERIOD;
}

export function periodDays(period: DashboardPeriod): number {
  return Number.parseInt(period, 10);
}

/**
 * The current window is the last N days up to `now`; the previous window is the N days before
 * it. With the default 30d this is the specification's month against the previous month.
 */
export function periodWindows(period: DashboardPeriod, now: Date) {
  const span = periodDays(period) * DAY_MS;
  const currentStart = new Date(now.getTime() - span);
  const previousStart = new Date(now.getTime() - 2 * span);
  return { previousStart, currentStart, end: now };
}
