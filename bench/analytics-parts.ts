/**
 * `node bench/analytics-parts.ts`: times each part of the analytics report (daily totals, breakdowns,
 * vitals histograms, e-mail, revenue) for every range on an existing PostgreSQL database
 * (BENCH_DATABASE_URL), filling it with bench/analytics-fill.ts first when it has no page views.
 * Used to find which queries grow with the range (docs/decisions/005-analytics-rollups.md).
 */
import { sql } from "drizzle-orm";
import { ANALYTICS_RANGES, addDays, rangeWindows } from "../core/analytics/range.ts";
import {
  campaignFigures,
  incomeByMonth,
  moneyInWindow,
  serviceValues,
  signupsBySource,
  subscribersUpTo,
} from "../server/analytics/business.ts";
import { analyticsFigures, getAnalytics } from "../server/analytics/report.ts";
import { ensureRollups, rowsOf } from "../server/analytics/rollups.ts";
import { breakdowns, dailyTotals, vitalHistograms } from "../server/analytics/traffic.ts";
import { openDatabase, setDatabase } from "../server/db/client.ts";
import { parseEnv, setEnv } from "../server/env.ts";
import type { SessionUser } from "../server/session.ts";
import { fillAnalytics } from "./analytics-fill.ts";
import { timeRuns } from "./support/percentiles.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to a throw-away database");
setEnv(parseEnv({ NODE_ENV: "production", DATA_DIR: "/tmp", AUTH_SECRET: "bench-secret-".padEnd(40, "x") }));
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "b@example.test",
  name: "B",
  emailVerified: true,
  isAdmin: true,
};
const database = await openDatabase({ url });
setDatabase(database);
const db = database.db;
const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM page_views`));
if (n === 0) await fillAnalytics(db, (step, t) => console.log(`  ${step.padEnd(40)} ${t.toFixed(0)} ms`));
const now = new Date();
const t = performance.now();
await ensureRollups(rangeWindows("1y", now).previous, now);
await ensureRollups(rangeWindows("1y", now).current, now);
console.log(`rollups ensured ${(performance.now() - t).toFixed(0)} ms`);

async function time(label: string, work: () => Promise<unknown>) {
  const samples = await timeRuns(RUNS, work);
  samples.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(28)} median ${samples[Math.floor(samples.length / 2)].toFixed(1).padStart(8)} ms`,
  );
}

for (const range of ANALYTICS_RANGES) {
  const w = rangeWindows(range, now).current;
  console.log(`range ${range}`);
  await time("dailyTotals", () => dailyTotals(w, now));
  await time("breakdowns", () =>
    breakdowns(w, ["page", "entry", "exit", "source", "device", "campaign"], now),
  );
  await time("vitalHistograms", () =>
    vitalHistograms(w, ["/page-11", "/page-12", "/page-13", "/page-14", "/page-15"], now),
  );
  await time("email queries", () =>
    Promise.all([
      campaignFigures(w),
      signupsBySource(w),
      ...[0, 7, 14, 21, 400].map((back) => subscribersUpTo(addDays(w.to, -back))),
    ]),
  );
  await time("revenue queries", () =>
    Promise.all([moneyInWindow(w), moneyInWindow(w), incomeByMonth(w.from), serviceValues(w)]),
  );
  await time("analyticsFigures", () => analyticsFigures(w, now, new Set()));
  await time("getAnalytics + Compare", () => getAnalytics(admin, range, { compare: true }));
}
await database.close();
