import { CompactTable } from "#app/components/ui/compact-table.tsx";
import { formatDuration, shares } from "#core/analytics/rates.ts";
import { SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from "#core/analytics/source.ts";
import { RATING_LABELS } from "#core/analytics/vitals.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { countOf } from "#core/plural.ts";
import type { AnalyticsFigures } from "#server/analytics/report.ts";
import { Chart } from "./chart.tsx";
import { SO_FAR } from "./chart-data.ts";
import { Delta, formatCurrent, type Measured } from "./delta.tsx";
import { FigureCard, Section } from "./figure-card.tsx";
import { moneyTick, monthLabel, n, percent } from "./format.ts";

export function sourceShares(f: AnalyticsFigures) {
  return shares(
    TRAFFIC_SOURCES.map((key) => ({
      key,
      value: f.traffic.sources.find((s) => s.key === key)?.views ?? 0,
    })),
  );
}

export function OverviewTab({ f, p }: { f: AnalyticsFigures; p: AnalyticsFigures | null }) {
  const sources = sourceShares(f);
  const previousSources = p ? sourceShares(p) : null;
  const lcp = f.vitals.overall.find((v) => v.name === "LCP");
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Website Visitors"
          format={n}
          current={f.traffic.visitors}
          previous={p?.traffic.visitors}
          detail={countOf(f.traffic.views, "page view")}
        />
        <FigureCard
          label="Email Open Rate"
          format={percent}
          rate
          current={f.email.openRate}
          previous={p?.email.openRate}
          detail="opened / delivered"
        />
        <FigureCard
          label="Monthly Revenue"
          format={formatMoney}
          current={f.revenue.monthly}
          previous={p?.revenue.monthly}
          detail="income, last 30 days"
        />
        <FigureCard
          label="Total Subscribers"
          format={n}
          current={f.email.subscribers.total}
          previous={p?.email.subscribers.total}
          detail={`${f.email.subscribers.growth > 0 ? "+" : ""}${f.email.subscribers.growth}% growth`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Revenue Trend">
          <Chart
            kind="bar"
            label="Income per month for the last 4 months"
            data={f.revenue.trend.map((m) => ({ month: monthLabel(m.month), total: m.total }))}
            xKey="month"
            series={[{ key: "total", label: "Income", color: "#2563eb" }]}
            format={formatMoney}
            tick={moneyTick}
            // The last month is this one, still counting: not a drop.
            partialLast
            table={
              <CompactTable
                caption="Revenue trend"
                columns={["Month", "Income"]}
                rows={f.revenue.trend.map((m, i) => [
                  i === f.revenue.trend.length - 1 ? `${monthLabel(m.month)} ${SO_FAR}` : monthLabel(m.month),
                  formatMoney(m.total),
                ])}
              />
            }
          />
        </Section>
        <Section title="Traffic Sources">
          <CompactTable
            caption="Traffic sources"
            columns={["Source", "Views", "Share"]}
            rows={sources.map((s, i) => [
              SOURCE_LABELS[s.key as TrafficSource],
              n(s.value),
              <span key="share" className="inline-flex items-center gap-2">
                {s.share}% <Delta current={s.share} previous={previousSources?.[i].share} format={percent} />
              </span>,
            ])}
          />
        </Section>
      </div>
      <Section title="Performance Summary">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat
            label="Bounce rate"
            format={percent}
            current={f.traffic.bounceRate}
            previous={p?.traffic.bounceRate}
            lowerIsBetter
          />
          <Stat
            label="Avg. visit duration"
            format={formatDuration}
            current={f.traffic.avgSessionSeconds}
            previous={p?.traffic.avgSessionSeconds}
          />
          <Stat
            label="Pages per visit"
            format={String}
            current={f.traffic.pagesPerSession}
            previous={p?.traffic.pagesPerSession}
          />
          <Stat
            label="LCP (p75)"
            value={lcp?.p75 == null ? "No data" : `${Math.round(lcp.p75)} ms · ${RATING_LABELS[lcp.rating!]}`}
            format={(ms) => `${Math.round(ms)} ms`}
            current={lcp?.p75 ?? 0}
            previous={p?.vitals.overall.find((v) => v.name === "LCP")?.p75 ?? undefined}
            lowerIsBetter
          />
        </dl>
      </Section>
    </div>
  );
}

/** `value` replaces the formatted figure where it says more (a rating, or that there is no data). */
export function Stat({ label, value, ...measured }: Measured & { label: string; value?: string }) {
  return (
    <div>
      <dt className="text-sm text-neutral-600 dark:text-neutral-400">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value ?? formatCurrent(measured)}</dd>
      <dd>
        <Delta {...measured} />
      </dd>
    </div>
  );
}
