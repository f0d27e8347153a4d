/**
 * `npm run bench:analytics`: fills 1,000,000 page views and 3,000,000 web-vitals rows over a year
 * (generate_series), then times the analytics screen (every tab is computed by one loader call) for
 * every range, with and without Compare, on PGlite and, when BENCH_DATABASE_URL is set, on
 * PostgreSQL. Budget: 300 ms of server time. Then it starts the built app and posts 1,000 events/s
 * to /api/collect for BENCH_BURST_SECONDS (30) while timing `/`, and prints how many were stored.
 * The exit code is 1 when a figure is over budget or an event was lost.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { ANALYTICS_RANGES, rangeWindows } from "../core/analytics/range.ts";
import { getAnalytics } from "../server/analytics/report.ts";
import { ensureRollups } from "../server/analytics/rollups.ts";
import { type Database, openDatabase, setDatabase } from "../server/db/client.ts";
import { parseEnv, setEnv } from "../server/env.ts";
import type { SessionUser } from "../server/session.ts";
import { ANALYTICS_SIZES, fillAnalytics } from "./analytics-fill.ts";
import { percentile, timeRuns } from "./support/percentiles.ts";
import { startApp } from "./support/start-app.ts";

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
const countKinds = (xs: string[]) =>
  Object.entries(Object.groupBy(xs, (x) => x))
    .map(([kind, all]) => `${kind} x${all?.length}`)
    .join(", ");

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
  await fillAnalytics(database.db, (step, t) => console.log(`  ${step.padEnd(40)} ${ms(t)}`));
  const started = performance.now();
  await ensureRollups(rangeWindows("1y", new Date()).previous);
  await ensureRollups(rangeWindows("1y", new Date()).current);
  console.log(`  ${"daily rollups of two years (once)".padEnd(40)} ${ms(performance.now() - started)}`);
  console.log(`\n== ${label}: server time of /admin/analytics (all five tabs; ${RUNS} runs after a warm-up)`);
  for (const range of ANALYTICS_RANGES) {
    await time(`range ${range}`, () => getAnalytics(admin, range));
    await time(`range ${range} + Compare`, () => getAnalytics(admin, range, { compare: true }));
  }
}

/*
 * The events go through a pool of kept-alive connections, as they reach an app behind a reverse
 * proxy; a new connection per event measures the client's and the kernel's accept queue instead.
 */
const collectAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function postCollect(baseURL: string, forwardedFor: string, event: object) {
  const body = JSON.stringify(event);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${baseURL}/api/collect`,
      {
        method: "POST",
        agent: collectAgent,
        headers: {
          "content-type": "text/plain",
          "content-length": Buffer.byteLength(body),
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
          // Many visitors: the app trusts X-Forwarded-For from a loopback peer (a local proxy).
          "x-forwarded-for": forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function burst() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-analytics-app-"));
  const app = await startApp({ env: { DATA_DIR: dataDir } });
  console.log(
    `\n== Burst: ${EVENTS_PER_SECOND} events/s to /api/collect for ${BURST_SECONDS} s, timing / meanwhile`,
  );
  let sent = 0;
  let accepted = 0;
  const refusals: string[] = [];
  const pageTimes: number[] = [];
  let running = true;
  const pageErrors: string[] = [];
  const pages = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const response = await fetch(`${app.baseURL}/`);
        await response.arrayBuffer();
        if (response.ok) pageTimes.push(performance.now() - t);
        else pageErrors.push(`HTTP ${response.status}`);
      } catch (error) {
        // A page that fails under the burst is a finding to print, not a reason to stop measuring.
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        pageErrors.push(cause ?? (error instanceof Error ? error.message : String(error)));
      }
    }
  })();
  const end = Date.now() + BURST_SECONDS * 1000;
  const inflight = new Set<Promise<void>>();
  while (Date.now() < end) {
    const tick = Date.now();
    for (let i = 0; i < EVENTS_PER_SECOND / 10; i++) {
      const n = sent++;
      const p = postCollect(app.baseURL, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, {
        k: "v",
        p: `/page-${n % 40}`,
        w: 1280,
        l: "en",
      })
        .then((status) => {
          if (status === 202) accepted++;
          else refusals.push(`HTTP ${status}`);
        })
        .catch((error: NodeJS.ErrnoException) => {
          refusals.push(error.code ?? String(error));
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - (Date.now() - tick))));
  }
  await Promise.all(inflight);
  running = false;
  await pages;
  await app.stop(); // SIGTERM: the writer flushes its last batch
  const database = await openDatabase({ dataDir });
  const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM page_views`)) as unknown as {
    rows: { n: number }[];
  };
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  const stored = Number(rows[0].n);
  console.log(
    `  events sent ${sent.toLocaleString("en")}, answered 202 ${accepted.toLocaleString("en")}, refused or failed ${refusals.length}${refusals.length ? ` (${countKinds(refusals)})` : ""}`,
  );
  console.log(`  achieved rate ${(sent / BURST_SECONDS).toFixed(0)} events/s (goal ${EVENTS_PER_SECOND})`);
  console.log(
    `  page views stored ${stored.toLocaleString("en")} (${stored === accepted ? "all" : "MISSING SOME"})`,
  );
  console.log(
    `  GET / during the burst: ${pageTimes.length} requests, median ${ms(percentile(pageTimes, 50))}, p99 ${ms(percentile(pageTimes, 99))}`,
  );
  if (pageErrors.length > 0) {
    console.log(`  GET / failed ${pageErrors.length} times: ${countKinds(pageErrors)}`);
  }
  if (stored !== accepted || pageErrors.length > 0 || refusals.length > 0) failures++;
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
      await adminQuery(url, `create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const postgres = await openDatabase({ url: target.toString() });
      try {
        await run(postgres, "PostgreSQL");
      } finally {
        await postgres.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      }
    } else {
      console.log("\n(Set BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.)");
    }
    if (BURST_SECONDS > 0) await burst();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures ? `\n${failures} figure(s) over budget or events lost` : `\nEvery figure within budget`,
  );
  process.exitCode = failures ? 1 : 0;
}

async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

await main();
