import { strToU8, zipSync } from "fflate";
import type { AnalyticsRange } from "../../core/analytics/range.ts";
import { type CsvValue, csvLine } from "../../core/csv.ts";
import type { SessionUser } from "../session.ts";
import { getAnalytics } from "./report.ts";

const csv = (header: string[], rows: CsvValue[][]) =>
  strToU8(`\uFEFF${[header, ...rows].map(csvLine).join("")}`);

/**
 * The range's report as CSV files in one zip (Export on /admin/analytics): every page, sources,
 * devices, entry and exit pages, the daily series, web vitals, campaigns, e-mail and revenue.
 * Built from the same report the screen shows, so both always agree. Cells are formula-safe.
 */
export async function analyticsExport(actor: SessionUser, range: AnalyticsRange, now = new Date()) {
  const { current: f, failed } = await getAnalytics(actor, range, { now });
  if (failed.length > 0) throw new Error(`analytics sections failed: ${failed.join(", ")}`);
  const t = f.traffic;
  const files = {
    "pages.csv": csv(
      ["page", "views", "visitors"],
      t.pages.map((r) => [r.key, r.views, r.visitors]),
    ),
    "sources.csv": csv(
      ["source", "views", "visitors"],
      t.sources.map((r) => [r.key, r.views, r.visitors]),
    ),
    "devices.csv": csv(
      ["device", "views", "visitors"],
      t.devices.map((r) => [r.key, r.views, r.visitors]),
    ),
    "entry-pages.csv": csv(
      ["page", "visits"],
      t.entries.map((r) => [r.key, r.views]),
    ),
    "exit-pages.csv": csv(
      ["page", "visits"],
      t.exits.map((r) => [r.key, r.views]),
    ),
    "daily.csv": csv(
      ["day", "views", "visitors"],
      t.series.map((d) => [d.day, d.views, d.visitors]),
    ),
    "vitals.csv": csv(
      ["page", "metric", "p75", "rating", "samples"],
      [
        ...f.vitals.overall.map((v) => ["(all pages)", v.name, v.p75, v.rating, v.samples]),
        ...f.vitals.pages.flatMap((p) => p.vitals.map((v) => [p.path, v.name, v.p75, v.rating, v.samples])),
      ],
    ),
    "utm-campaigns.csv": csv(
      ["utm_campaign", "utm_source", "utm_medium", "views", "visitors"],
      t.campaigns.map((c) => [c.campaign, c.source, c.medium, c.views, c.visitors]),
    ),
    "summary.csv": csv(
      ["figure", "value"],
      [
        ["from", f.window.from],
        ["to", f.window.to],
        ["visitors", t.visitors],
        ["page views", t.views],
        ["visits", t.sessions],
        ["bounce rate %", t.bounceRate],
        ["average visit seconds", t.avgSessionSeconds],
        ["email open rate %", f.email.openRate],
        ["email click rate %", f.email.clickRate],
        ["total subscribers", f.email.subscribers.total],
        ["revenue in range", f.revenue.income],
        ["expenses in range", f.revenue.expenses],
        ["monthly revenue (30 days)", f.revenue.monthly],
        ["quarterly revenue (90 days)", f.revenue.quarterly],
      ],
    ),
  };
  return { zip: zipSync(files, { level: 6 }), fileName: `analytics_${range}_${f.window.to}.zip` };
}
