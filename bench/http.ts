/**
 * `npm run bench`: requests per second and p99 latency of a server-rendered page (GET /) against
 * the health check and a static asset on the same server, in one run, with autocannon.
 */
import { readdirSync } from "node:fs";
import autocannon from "autocannon";
import { startApp } from "./support/start-app.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const app = await startApp();
const asset = readdirSync("build/client/assets").find(
  (f) => f.startsWith("entry.client") && f.endsWith(".js"),
);
const targets = [
  { name: "GET / (server-rendered)", path: "/" },
  { name: "GET /healthz", path: "/healthz" },
  { name: `GET /assets/${asset}`, path: `/assets/${asset}` },
];

type Row = { name: string; rps: number; p99: number; errors: number };
const rows: Row[] = [];
try {
  for (const target of targets) {
    // A short warm-up so that JIT and caches are in the same state for every target.
    await autocannon({ url: app.baseURL + target.path, connections, duration: 1 });
    const result = await autocannon({ url: app.baseURL + target.path, connections, duration });
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await app.stop();
}

console.log(`\n${connections} connections, ${duration} s per target\n`);
console.log(`${"target".padEnd(60)} ${"req/s".padStart(9)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(60)} ${r.rps.toFixed(0).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
  );
}
const [page, health, staticAsset] = rows;
console.log(
  `\nratio: GET / serves ${(page.rps / health.rps).toFixed(3)}x the requests/s of /healthz and ${(page.rps / staticAsset.rps).toFixed(3)}x those of the static asset`,
);
