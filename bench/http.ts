/**
 * `npm run bench`: the product's server rendering against a bare React Router 8 page (bench/bare-app/)
 * served side by side and measured alternately in one run (autocannon, BENCH_CONNECTIONS=50,
 * BENCH_SECONDS per measurement, two rounds each): requests/s, p50, p99 and errors of /, /services,
 * /blog, a blog post and /healthz, each with its ratio to the bare page. Then memory and start
 * (bench/memory-start.ts; alone with BENCH_ONLY=memory). Prints figures; asserts nothing.
 */
import autocannon from "autocannon";
import { measureMemoryStart, printMemoryStart } from "./memory-start.ts";
import { startBareApp } from "./support/bare-app.ts";
import { startApp } from "./support/start-app.ts";

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

type Figures = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, seconds: number): Promise<Figures> {
  const r = await autocannon({ url, connections, duration: seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** Averages rps, keeps the worst p99 and sums errors over rounds. */
function combine(all: Figures[]): Figures {
  return {
    rps: all.reduce((s, f) => s + f.rps, 0) / all.length,
    p50: all.reduce((s, f) => s + f.p50, 0) / all.length,
    p99: Math.max(...all.map((f) => f.p99)),
    errors: all.reduce((s, f) => s + f.errors, 0),
  };
}

async function firstPost(baseURL: string) {
  const html = await (await fetch(`${baseURL}/blog`)).text();
  return /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(html)?.[1] ?? "/blog/missing";
}

const rows: { path: string; product: Figures; bare: Figures }[] = [];
if (process.env.BENCH_ONLY !== "memory") {
  const bare = await startBareApp();
  const app = await startApp({ cli: [["seed:demo"]] });
  try {
    const post = await firstPost(app.baseURL);
    for (const path of ["/", "/services", "/blog", post, "/healthz"]) {
      // A short warm-up of both, then alternate: product, bare, product, bare...
      await measure(app.baseURL + path, 1);
      await measure(bare.baseURL + path, 1);
      const product: Figures[] = [];
      const baseline: Figures[] = [];
      for (let i = 0; i < rounds; i++) {
        product.push(await measure(app.baseURL + path, duration));
        baseline.push(await measure(bare.baseURL + path, duration));
      }
      rows.push({ path, product: combine(product), bare: combine(baseline) });
    }
  } finally {
    await app.stop();
    await bare.stop();
  }
}

// Memory and start (issue 13, item 5), of this checkout and, with BENCH_COMPARE_DIR, of another.
const compareDir = process.env.BENCH_COMPARE_DIR;
const mine = await measureMemoryStart(".");
const other = compareDir ? await measureMemoryStart(compareDir) : null;

const n = (v: number, d = 0) => v.toFixed(d).padStart(8);
if (rows.length) printRows();
function printRows() {
  console.log(`\n${connections} connections, ${rounds} alternating rounds of ${duration} s per target\n`);
  console.log(
    `${"path".padEnd(34)}${"req/s".padStart(8)}${"p50".padStart(8)}${"p99".padStart(8)}${"err".padStart(8)}` +
      `${"bare r/s".padStart(10)}${"bare p99".padStart(10)}${"ratio".padStart(8)}`,
  );
  for (const { path, product, bare: b } of rows) {
    console.log(
      `${path.slice(0, 33).padEnd(34)}${n(product.rps)}${n(product.p50, 1)}${n(product.p99, 1)}${n(product.errors)}` +
        `${n(b.rps).padStart(10)}${n(b.p99, 1).padStart(10)}${n(product.rps / b.rps, 2)}`,
    );
  }
}
console.log("");
printMemoryStart("this build", mine);
if (other && compareDir) {
  printMemoryStart(compareDir, other);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `ratios this/${compareDir}: RSS PGlite ${ratio(mine.rssPglite, other.rssPglite)}, PostgreSQL ${ratio(mine.rssPostgres, other.rssPostgres)}, first start ${ratio(mine.firstStartMs, other.firstStartMs)}, restart ${ratio(Math.min(...mine.restartMs), Math.min(...other.restartMs))}`,
  );
}
