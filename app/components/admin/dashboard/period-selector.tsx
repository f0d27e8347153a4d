import { clsx } from "clsx";
import { Link } from "react-router";
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  dashboardPeriodHref,
  PERIOD_LABELS,
} from "#core/dashboard/period.ts";

/** 7d / 30d / 90d as links: the period lives in the URL (?period=), so the loader recomputes. */
export function PeriodSelector({ period }: { period: DashboardPeriod }) {
  return (
    <nav
      aria-label="Period"
      className="inline-flex rounded-md border border-neutral-300 p-0.5 dark:border-neutral-700"
    >
      {DASHBOARD_PERIODS.map((p) => (
        <Link
          key={p}
          to={dashboardPeriodHref(p)}
          aria-current={p === period ? "page" : undefined}
          aria-label={PERIOD_LABELS[p]}
          preventScrollReset
          className={clsx(
            "rounded px-3 py-1.5 text-sm font-medium",
            p === period
              ? "bg-brand-600 text-white"
              : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
          )}
        >
          {p}
        </Link>
      ))}
    </nav>
  );
}
