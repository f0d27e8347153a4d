import { badgeVariants } from "#app/components/ui/badge.tsx";
import { CompactTable } from "#app/components/ui/compact-table.tsx";
import { DEVICE_LABELS, type DeviceType } from "#core/analytics/device.ts";
import { formatDuration, shares } from "#core/analytics/rates.ts";
import {
  formatVital,
  RATING_CLASSES,
  RATING_LABELS,
  rateVital,
  VITAL_THRESHOLDS,
  type VitalName,
} from "#core/analytics/vitals.ts";
import { countOf } from "#core/plural.ts";
import type { AnalyticsFigures, VitalFigure } from "#server/analytics/report.ts";
import { Chart } from "./chart.tsx";
import { SO_FAR } from "./chart-data.ts";
import { FigureCard, Section } from "./figure-card.tsx";
import { dayLabel, n, percent } from "./format.ts";

function VitalCell({ v }: { v: VitalFigure | undefined }) {
  if (!v || v.p75 == null) return <span>–</span>;
  return (
    <span
      className={`${badgeVariants({ tone: null })} ${RATING_CLASSES[v.rating!]}`}
      title={RATING_LABELS[v.rating!]}
    >
      {formatVital(v.name, v.p75)}
      <span className="sr-only"> ({RATING_LABELS[v.rating!]})</span>
    </span>
  );
}

const SHOWN_VITALS: VitalName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];

export function WebsiteTab({ f, p }: { f: AnalyticsFigures; p: AnalyticsFigures | null }) {
  const t = f.traffic;
  const devices = shares(t.devices.map((d) => ({ key: d.key, value: d.visitors })));
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard label="Visitors" format={n} current={t.visitors} previous={p?.traffic.visitors} />
        <FigureCard label="Page Views" format={n} current={t.views} previous={p?.traffic.views} />
        <FigureCard
          label="Bounce Rate"
          format={percent}
          rate
          current={t.bounceRate}
          previous={p?.traffic.bounceRate}
          lowerIsBetter
          detail={countOf(t.sessions, "visit")}
        />
        <FigureCard
          label="Avg. Visit Duration"
          format={formatDuration}
          current={t.avgSessionSeconds}
          previous={p?.traffic.avgSessionSeconds}
        />
      </div>
      <Section title="Visitors and Page Views">
        <Chart
          kind="line"
          label="Visitors and page views per day"
          data={t.series.map((d) => ({ day: dayLabel(d.day), visitors: d.visitors, views: d.views }))}
          xKey="day"
          series={[
            { key: "views", label: "Page views", color: "#2563eb" },
            { key: "visitors", label: "Visitors", color: "#16a34a" },
          ]}
          // The range ends today, which is still counting: not a drop.
          partialLast
          table={
            <CompactTable
              caption="Visitors and page views per day"
              columns={["Day", "Visitors", "Page views"]}
              rows={t.series.map((d, i) => [
                i === t.series.length - 1 ? `${d.day} ${SO_FAR}` : d.day,
                n(d.visitors),
                n(d.views),
              ])}
            />
          }
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Top Pages">
          <CompactTable
            caption="Top pages"
            columns={["Page", "Views", "Visitors"]}
            rows={t.pages.slice(0, 5).map((r) => [r.key, n(r.views), n(r.visitors)])}
          />
          {t.pages.length > 5 && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer">All {t.pages.length} pages</summary>
              <CompactTable
                caption="All pages"
                columns={["Page", "Views", "Visitors"]}
                rows={t.pages.map((r) => [r.key, n(r.views), n(r.visitors)])}
              />
            </details>
          )}
        </Section>
        <Section title="Devices">
          <CompactTable
            caption="Devices"
            columns={["Device", "Visitors", "Share"]}
            rows={devices.map((d) => [
              DEVICE_LABELS[d.key as DeviceType] ?? d.key,
              n(d.value),
              `${d.share}%`,
            ])}
          />
        </Section>
        <Section title="Entry Pages">
          <CompactTable
            caption="Entry pages"
            columns={["Page", "Visits"]}
            rows={t.entries.slice(0, 10).map((r) => [r.key, n(r.views)])}
          />
        </Section>
        <Section title="Exit Pages">
          <CompactTable
            caption="Exit pages"
            columns={["Page", "Visits"]}
            rows={t.exits.slice(0, 10).map((r) => [r.key, n(r.views)])}
          />
        </Section>
      </div>
      <Section title="Web Vitals (75th percentile)">
        <CompactTable
          caption="Web vitals, 75th percentile, over the range and per top page"
          columns={["Page", ...SHOWN_VITALS]}
          rows={[
            [
              "All pages",
              ...SHOWN_VITALS.map((name) => (
                <VitalCell key={name} v={f.vitals.overall.find((v) => v.name === name)} />
              )),
            ],
            ...f.vitals.pages.map((page) => [
              page.path,
              ...SHOWN_VITALS.map((name) => (
                <VitalCell key={name} v={page.vitals.find((v) => v.name === name)} />
              )),
            ]),
          ]}
        />
        <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
          Good at or under{" "}
          {SHOWN_VITALS.map(
            (name) => `${name} ${VITAL_THRESHOLDS[name][0]}${name === "CLS" ? "" : " ms"}`,
          ).join(", ")}
          ; poor above{" "}
          {SHOWN_VITALS.map((name) => `${VITAL_THRESHOLDS[name][1]}${name === "CLS" ? "" : " ms"}`).join(
            ", ",
          )}
          . Percentiles from daily histograms, within about 5%.
        </p>
      </Section>
      <Section title="Slowest Interactions (INP, 75th percentile)">
        {f.vitals.interactions.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            No interactions measured in this range.
          </p>
        ) : (
          <CompactTable
            caption="Slowest interactions: INP's 75th percentile per page, element and kind of input"
            columns={["Page", "Element", "Input", "INP", "Count"]}
            rows={f.vitals.interactions.map((r) => [
              r.path,
              <code key="target" className="text-xs break-all">
                {r.target}
              </code>,
              r.interaction || "–",
              <VitalCell
                key="inp"
                v={{ name: "INP", p75: r.p75, rating: rateVital("INP", r.p75), samples: r.count }}
              />,
              n(r.count),
            ])}
          />
        )}
      </Section>
    </div>
  );
}
