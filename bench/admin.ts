/**
 * `npm run bench:admin`: loads 100,000 contacts and submissions, 1,000,000 subscribers, 200,000
 * transactions and 20,000 invoices into a throw-away database (PGlite; also PostgreSQL when BENCH_DATABASE_URL is set),
 * then times what each admin page's loader calls, on the server, and the streamed CSV exports.
 * Every page must answer in under 300 ms (DESIGN.md); the exit code is 1 when one does not.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { CONTACT_LIST_DEFAULTS } from "../core/crm/contact-list.ts";
import { SUBMISSION_LIST_DEFAULTS } from "../core/crm/submission-list.ts";
import { encodeCursor, parseSubscriberListQuery } from "../core/subscriber-list.ts";
import { sidebarBadges } from "../server/admin-nav.ts";
import { searchAdmin } from "../server/admin-search.ts";
import { contactsPage } from "../server/crm/contacts.ts";
import { exportContacts } from "../server/crm/contacts-export.ts";
import { getDashboard } from "../server/dashboard.ts";
import { type Database, openDatabase, setDatabase } from "../server/db/client.ts";
import { parseEnv, setEnv } from "../server/env.ts";
import type { SessionUser } from "../server/session.ts";
import { exportSubmissions, submissionsPage } from "../server/submissions.ts";
import { exportSubscribers, subscribersPage } from "../server/subscribers.ts";
import { fill, SIZES } from "./admin-fill.ts";
import { timeRevenue } from "./revenue-pages.ts";
import { percentile, timeRuns } from "./support/percentiles.ts";
import { queryOnce } from "./support/throwaway-postgres.ts";

const BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
// BENCH_CASES: parts of labels (any case) separated by "|" (labels hold commas), e.g.
// "page 2000|all, search": only those pages and exports are timed (the fill is the same).
const chosenCases = process.env.BENCH_CASES?.split("|")
  .map((c) => c.trim().toLowerCase())
  .filter(Boolean);
const chosen = (label: string) => !chosenCases || chosenCases.some((c) => label.toLowerCase().includes(c));
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "bench@example.test",
  name: "Bench",
  emailVerified: true,
  isAdmin: true,
};

type Stat = { median: number; p95: number };
const stat = (samples: number[]): Stat => ({
  median: percentile(samples, 50),
  p95: percentile(samples, 95),
});
const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;
let failures = 0;

async function timePage(label: string, work: () => Promise<unknown>) {
  if (!chosen(label)) return;
  const samples = await timeRuns(RUNS, work);
  const { median, p95 } = stat(samples);
  const ok = p95 < BUDGET_MS;
  if (!ok) failures++;
  console.log(`  ${label.padEnd(58)} median ${ms(median)}   p95 ${ms(p95)}   ${ok ? "ok" : "OVER 300 ms"}`);
}

async function timeExport(label: string, start: () => Promise<{ stream: ReadableStream<Uint8Array> }>) {
  if (!chosen(label)) return;
  const first: number[] = [];
  const total: number[] = [];
  let bytes = 0;
  let rows = 0;
  let heapPeak = 0;
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const reader = (await start()).stream.getReader();
    let chunk = await reader.read();
    first.push(performance.now() - started);
    bytes = 0;
    rows = 0;
    while (!chunk.done) {
      bytes += chunk.value.byteLength;
      for (const b of chunk.value) if (b === 10) rows++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed - heapBefore);
      chunk = await reader.read();
    }
    total.push(performance.now() - started);
  }
  const f = stat(first);
  const t = stat(total);
  const ok = f.p95 < BUDGET_MS;
  if (!ok) failures++;
  console.log(
    `  ${label.padEnd(58)} first byte median ${ms(f.median)} p95 ${ms(f.p95)}   total median ${ms(t.median)} p95 ${ms(t.p95)}   ${(rows - 1).toLocaleString("en")} rows, ${(bytes / 1e6).toFixed(1)} MB, heap +${(heapPeak / 1e6).toFixed(0)} MB max   ${ok ? "ok" : "OVER 300 ms"}`,
  );
}

async function run(database: Database, label: string) {
  setDatabase(database);
  console.log(`\n== ${label}: filling`);
  await fill(database.db, (step, t) => console.log(`  ${step.padEnd(40)} ${ms(t)}`));

  const contacts = (q: Partial<typeof CONTACT_LIST_DEFAULTS>) => ({ ...CONTACT_LIST_DEFAULTS, ...q });
  const subs = (p: Record<string, string> = {}) => parseSubscriberListQuery(new URLSearchParams(p));
  const forms = (q: Partial<typeof SUBMISSION_LIST_DEFAULTS>) => ({ ...SUBMISSION_LIST_DEFAULTS, ...q });
  const { rows } = (await database.db.execute(
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from subscribers order by created_at desc nulls last, id desc offset 900000 limit 1`,
  )) as unknown as { rows: { id: string; at: string }[] };
  const deepCursor = encodeCursor({ createdAt: rows[0].at, id: rows[0].id });

  console.log(`\n== ${label}: server time of each page (${RUNS} runs after a warm-up)`);
  await timePage("layout: sidebar badges", () => sidebarBadges(admin));
  await timePage("dashboard /admin (30d)", () => getDashboard(admin, "30d"));
  await timePage("dashboard /admin?period=90d", () => getDashboard(admin, "90d"));
  await timePage("contacts: first page, newest", () => contactsPage(admin, contacts({})));
  await timePage("contacts: search 'garcia'", () => contactsPage(admin, contacts({ q: "garcia" })));
  await timePage("contacts: status qualified, sort value", () =>
    contactsPage(admin, contacts({ status: "qualified", sort: "value" })),
  );
  await timePage("contacts: search 'northwind' + status new + sort name", () =>
    contactsPage(admin, contacts({ q: "northwind", status: "new", sort: "name" })),
  );
  await timePage("contacts: sort score, page 2000 (of 4167)", () =>
    contactsPage(admin, contacts({ sort: "score", page: 2000 })),
  );
  await timePage("subscribers: first page", () => subscribersPage(admin, subs()));
  await timePage("subscribers: confirmed only", () => subscribersPage(admin, subs({ filter: "confirmed" })));
  await timePage("subscribers: search 'reader4242'", () => subscribersPage(admin, subs({ q: "reader4242" })));
  await timePage("subscribers: page at row 900,000", () =>
    subscribersPage(admin, subs({ after: deepCursor })),
  );
  await timePage("submissions: first page", () => submissionsPage(admin, forms({})));
  await timePage("submissions: status new, search 'acme'", () =>
    submissionsPage(admin, forms({ status: "new", q: "acme" })),
  );
  await timePage("top-bar search 'garcia'", () => searchAdmin(admin, "garcia"));
  await timeRevenue(admin, timePage, timeExport);

  console.log(`\n== ${label}: streamed CSV exports (${EXPORT_RUNS} runs)`);
  await timeExport("contacts export (all, newest first)", () => exportContacts(admin, contacts({})));
  await timeExport("submissions export contacts_{date}.csv (all)", () => exportSubmissions(admin, forms({})));
  await timeExport("subscribers export subscribers_{date}.csv (all)", () => exportSubscribers(admin, subs()));
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  setEnv(
    parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, AUTH_SECRET: "bench-secret-".padEnd(40, "x") }),
  );
  console.log(
    `Admin benchmark: ${Object.entries(SIZES)
      .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
      .join(
        ", ",
      )}; budget ${BUDGET_MS} ms per page${chosenCases ? `; BENCH_CASES: only ${chosenCases.join(" | ")}` : ""}`,
  );
  try {
    const pglite = await openDatabase({ dataDir });
    try {
      await run(pglite, "PGlite");
    } finally {
      await pglite.close();
    }
    const url = process.env.BENCH_DATABASE_URL;
    if (url) {
      const name = `bench_admin_${process.pid}`;
      const admin = (query: string) => queryOnce(url, query);
      await admin(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const postgres = await openDatabase({ url: target.toString() });
      try {
        await run(postgres, "PostgreSQL");
      } finally {
        await postgres.close();
        await admin(`drop database if exists ${name} with (force)`);
      }
    } else {
      console.log("\n(Set BENCH_DATABASE_URL=postgres://... to run the same on PostgreSQL.)");
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures ? `\n${failures} figure(s) over ${BUDGET_MS} ms` : `\nEvery page under ${BUDGET_MS} ms`,
  );
  process.exitCode = failures ? 1 : 0;
}

await main();
