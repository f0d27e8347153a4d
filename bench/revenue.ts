/**
 * `npm run bench:revenue`: only what the revenue tracker needs (100,000 contacts, 200,000
 * transactions, 20,000 invoices) and its pages; `npm run bench:admin` runs the same timings as
 * part of the whole admin benchmark. PGlite, and PostgreSQL when BENCH_DATABASE_URL is set.
 */
import { type Database, setDatabase } from "../server/db/client.ts";
import type { SessionUser } from "../server/session.ts";
import { fill } from "./admin-fill.ts";
import { timeRevenue } from "./revenue-pages.ts";
import { onEachEngine } from "./support/each-engine.ts";
import { timeRuns } from "./support/percentiles.ts";

const BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "bench@example.test",
  name: "Bench",
  emailVerified: true,
  isAdmin: true,
};
let failures = 0;
const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;

async function timePage(label: string, work: () => Promise<unknown>) {
  const samples = await timeRuns(RUNS, work);
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const worst = samples.at(-1) ?? 0;
  if (worst >= BUDGET_MS) failures++;
  console.log(
    `  ${label.padEnd(52)} median ${ms(median)}   max ${ms(worst)}   ${worst < BUDGET_MS ? "ok" : "OVER 300 ms"}`,
  );
}

async function timeExport(label: string, start: () => Promise<{ stream: ReadableStream<Uint8Array> }>) {
  const started = performance.now();
  const reader = (await start()).stream.getReader();
  let chunk = await reader.read();
  const first = performance.now() - started;
  let rows = 0;
  while (!chunk.done) {
    for (const b of chunk.value) if (b === 10) rows++;
    chunk = await reader.read();
  }
  if (first >= BUDGET_MS) failures++;
  console.log(
    `  ${label.padEnd(52)} first byte ${ms(first)}   total ${ms(performance.now() - started)}   ${(rows - 1).toLocaleString("en")} rows`,
  );
}

async function run(database: Database, label: string) {
  setDatabase(database);
  console.log(`\n== ${label}: filling`);
  await fill(database.db, (step, t) => console.log(`  ${step.padEnd(40)} ${ms(t)}`), "revenue");
  console.log(`\n== ${label}: server time (${RUNS} runs after a warm-up)`);
  await timeRevenue(admin, timePage, timeExport);
}

await onEachEngine("revenue", run, { postgresUrl: process.env.BENCH_DATABASE_URL });
console.log(
  failures ? `\n${failures} figure(s) over ${BUDGET_MS} ms` : `\nEvery revenue page under ${BUDGET_MS} ms`,
);
process.exitCode = failures ? 1 : 0;
