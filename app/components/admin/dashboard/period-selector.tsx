import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  dashboardPeriodHref,
  PERIOD_LABELS,
} from "#core/dashboard/period.ts";

/** 7d / 30d / 90d as links: the period lives in the URL (?period=), so the loader recomputes. */
export function PeriodSelector({ period }: { period: DashboardPeriod }) {
  return (
    <SegmentedLinks
      label="Period"
      items={DASHBOARD_PERIODS.map((p) => ({
        text: p,
        label: PERIOD_LABELS[p],
        to: dashboardPeriodHref(p),
        current: p === period,
      }))}
    />
  );
}
