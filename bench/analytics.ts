/**
 * `npm run bench:analytics`: fills 1,000,000 page views and 3,000,000 web-vitals rows over a year
 * (generate_series), then times the analytics screen (every tab is computed by one loader call) for
 * every range, with and without Compare, on PGlite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL. Budget: 300 ms of server time. Then it starts the built app and posts 1,000 events/s
 * to /api/collect for BENCH_BURST_SECONDS (30) while timing `/`, and prints how many were stored.
 * The exit code is 1 when a figure is over budget or an event was lost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ANALYTICS_RANGES } from "../core/analytics/range.ts";
import { getAnalytics } from "../server/analytics/report.ts";
import { type Database, openDatabase, setDatabase } from "../server/db/client.ts";
import { parseEnv, setEnv } from "../server/env.ts";
import type { SessionUser } from "../server/session.ts";
import { burst } from "./analytics-burst.ts";
import { checkAgainstRawRows } from "./analytics-check.ts";
import { ANALYTICS_SIZES, fillAnalytics } from "./analytics-fill.ts";
import { loadAverage, percentile, timeRuns } from "./support/percentiles.ts";
import { queryOnce } from "./support/throwaway-postgres.ts";

const BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 30);
const EVENTS_PER_SECOND = 1000;
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "bench@example.test",
  name: "Bench",
  emailVerified: true,
  isAdmin: true,
};
const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;
let failures = 0;
async function time(label: string, work: () => Promise<unknown>) {
  const samples = await timeRuns(RUNS, work);
  const p95 = percentile(samples, 95);
  if (p95 >= BUDGET_MS) failures++;
  console.log(
    `  ${label.padEnd(40)} median ${ms(percentile(samples, 50))}   p95 ${ms(p95)}   ${p95 < BUDGET_MS ? "ok" : "OVER 300 ms"}`,
  );
}

async function run(database: Database, label: string) {
  setDatabase(database);
  console.log(`\n== ${label}: filling`);
  const started = performance.now();
  await fillAnalytics(database.db, (step, t) => console.log(`  ${step.padEnd(40)} ${ms(t)}`));
  console.log(`  ${"whole fill".padEnd(40)} ${ms(performance.now() - started)}   (load ${loadAverage()})`);
  for (const range of ["90d", "1y"] as const) {
    const mismatches = await checkAgainstRawRows(database.db, range, new Date());
    console.log(
      `  ${`${range}: app figures = raw-row counts`.padEnd(40)} ${mismatches.length ? "NO" : "yes"}`,
    );
    for (const line of mismatches.slice(0, 10)) console.log(`    ${line}`);
    if (mismatches.length) failures++;
  }
  console.log(
    `\n== ${label}: server time of /admin/analytics (all five tabs; ${RUNS} runs after a warm-up; load ${loadAverage()})`,
  );
  for (const range of ANALYTICS_RANGES) {
    await time(`range ${range}`, () => getAnalytics(admin, range));
    await time(`range ${range} + Compare`, () => getAnalytics(admin, range, { compare: true }));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
  setEnv(
    parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, AUTH_SECRET: "bench-secret-".padEnd(40, "x") }),
  );
  console.log(
    `Analytics benchmark: ${ANALYTICS_SIZES.pageViews.toLocaleString("en")} page views, ${ANALYTICS_SIZES.webVitals.toLocaleString("en")} web vitals over a year; budget ${BUDGET_MS} ms`,
  );
  try {
    if (process.env.BENCH_SKIP_PGLITE !== "1") {
      const pglite = await openDatabase({ dataDir });
      try {
        await run(pglite, "PGlite");
      } finally {
        await pglite.close();
      }
    }
    const url = process.env.BENCH_DATABASE_URL;
    if (url) {
      const name = `bench_analytics_${process.pid}`;
      await queryOnce(url, `create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const postgres = await openDatabase({ url: target.toString() });
      try {
        await run(postgres, "PostgreSQL");
      } finally {
        await postgres.close();
        await queryOnce(url, `drop database if exists ${name} with (force)`);
      }
    } else {
      console.log("\n(Set BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.)");
    }
    const burstDir = mkdtempSync(path.join(os.tmpdir(), "bench-analytics-app-"));
    if (BURST_SECONDS > 0 && !(await burst(burstDir, EVENTS_PER_SECOND, BURST_SECONDS))) failures++;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures ? `\n${failures} figure(s) over budget or events lost` : `\nEvery figure within budget`,
  );
  process.exitCode = failures ? 1 : 0;
}

await main();
