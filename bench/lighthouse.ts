/**
 * `npm run bench:web`: builds the app, starts it on a free port with a throw-away data directory
 * (seeded with the demo data when `seed:demo` exists), runs Lighthouse 13 (mobile, simulated
 * throttling) in Debian's Chromium on /, /services and one blog post, and prints per page the four
 * category scores, LCP, TBT, CLS and the JavaScript bytes transferred, against the budget of
 * DESIGN.md. `--strict` exits 1 when a page misses the budget.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const strict = process.argv.includes("--strict");
const budget = { performance: 98, lcpMs: 1500, homeJsBytes: 120 * 1024 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error("The server stopped before it answered");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not answer /healthz within 60 s");
}

async function firstBlogPost(base: string): Promise<string | null> {
  const html = await (await fetch(`${base}/blog`)).text();
  const match = /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(html);
  return match ? match[1] : null;
}

type Audit = {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
};
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };

function lighthouse(url: string, outDir: string): Report {
  const out = path.join(outDir, `${url.replace(/\W+/g, "_")}.json`);
  run(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    { ...process.env, CHROME_PATH: chromePath },
  );
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

function summarise(page: string, report: Report) {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const items = report.audits["resource-summary"]?.details?.items ?? [];
  const jsBytes = items.find((i) => i.resourceType === "script")?.transferSize ?? 0;
  const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
  const tbt = report.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
  const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
  const misses: string[] = [];
  if (score("performance") < budget.performance) misses.push(`performance < ${budget.performance}`);
  if (lcp > budget.lcpMs) misses.push(`LCP > ${budget.lcpMs} ms`);
  if (page === "/" && jsBytes > budget.homeJsBytes) misses.push("JS > 120 KB");
  console.log(
    [
      `${page}`,
      `  performance ${score("performance")}  accessibility ${score("accessibility")}  best-practices ${score("best-practices")}  seo ${score("seo")}`,
      `  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  JavaScript ${(jsBytes / 1024).toFixed(1)} KB`,
      `  budget: ${misses.length ? `MISSED (${misses.join(", ")})` : "met"}`,
    ].join("\n"),
  );
  return misses.length === 0;
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install -y chromium)`);
  run("npm", ["run", "build", "--silent"]);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-web-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: base,
  };
  const hasSeed = existsSync("server/cli.ts") && readFileSync("server/cli.ts", "utf8").includes("seed:demo");
  if (hasSeed) run(process.execPath, ["server/cli.ts", "seed:demo"], env);
  const server = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  let ok = true;
  try {
    await waitForHealth(base, server);
    const pages = ["/", "/services"];
    const post = hasSeed ? await firstBlogPost(base) : null;
    if (post) pages.push(post);
    else
      console.log(
        `Note: no blog post to measure (${hasSeed ? "none published on /blog" : "no seed:demo command"}).`,
      );
    console.log(`\nLighthouse ${"13"} · mobile · simulated throttling · ${chromePath}\n`);
    for (const page of pages) ok = summarise(page, lighthouse(`${base}${page}`, dataDir)) && ok;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (strict && !ok) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
