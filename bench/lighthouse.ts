/**
 * `npm run bench:web`: builds the app, starts it on a free port with a throw-away data directory
 * seeded with the demo data, runs Lighthouse 13 (mobile, simulated throttling) in Debian's
 * Chromium on /, /services and one blog post, and prints per page the four category scores, LCP,
 * TBT, CLS and the JavaScript transferred, against the budget of DESIGN.md. The JSON reports stay
 * in bench/results/. `--strict` exits 1 when a page misses the budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startApp } from "./support/start-app.ts";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const strict = process.argv.includes("--strict");
const budget = { performance: 98, lcpMs: 1500, homeJsBytes: 120 * 1024 };
const resultsDir = path.resolve("bench/results");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

type NetworkItem = { url?: string; mimeType?: string; transferSize?: number; rendererStartTime?: number };
type Audit = { numericValue?: number; details?: { items?: Record<string, number | string | undefined>[] } };
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };

function lighthouse(url: string, name: string): Report {
  const out = path.join(resultsDir, `lighthouse-${name}.json`);
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
  ];
  // Headless Chromium now and then loses the trace (NO_NAVSTART); another run fixes it.
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(path.resolve("node_modules/.bin/lighthouse"), args, {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    if (result.status === 0) return JSON.parse(readFileSync(out, "utf8")) as Report;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}`);
    console.log(`Lighthouse failed on ${url}; trying again.`);
  }
}

/** All JavaScript, and the part fetched by the 2 s / 5 s preload schedule for other pages. */
function javascriptBytes(report: Report) {
  const items = (report.audits["network-requests"]?.details?.items ?? []) as NetworkItem[];
  const observedLoad = Number(report.audits.metrics?.details?.items?.[0]?.observedLoad ?? 0);
  let total = 0;
  let preloaded = 0;
  for (const item of items) {
    // By type, not by how it was requested: the preloads are prefetches, which Chrome files as "Other".
    if (!/javascript/.test(String(item.mimeType)) && !/\.m?js(\?|$)/.test(String(item.url))) continue;
    total += item.transferSize ?? 0;
    if ((item.rendererStartTime ?? 0) > observedLoad + 1500) preloaded += item.transferSize ?? 0;
  }
  return { total, preloaded };
}

function summarise(page: string, report: Report) {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const js = javascriptBytes(report);
  const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
  const tbt = report.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
  const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
  const misses: string[] = [];
  if (score("performance") < budget.performance) misses.push(`performance < ${budget.performance}`);
  if (lcp > budget.lcpMs) misses.push(`LCP > ${budget.lcpMs / 1000} s`);
  // The budget is the first load of the page itself; the 2 s / 5 s preloads of other pages that
  // the specification asks for come after it and are printed apart.
  if (page === "/" && js.total - js.preloaded > budget.homeJsBytes) misses.push("JavaScript > 120 KB");
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    [
      page,
      `  performance ${score("performance")}  accessibility ${score("accessibility")}  best-practices ${score("best-practices")}  seo ${score("seo")}`,
      `  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  JavaScript ${kb(js.total - js.preloaded)} for the page + ${kb(js.preloaded)} preloaded for other pages = ${kb(js.total)}`,
      `  budget: ${misses.length ? `MISSED (${misses.join(", ")})` : "met"}`,
    ].join("\n"),
  );
  return misses.length === 0;
}

/** The first post linked from /blog, else the first published post of the demo data. */
async function firstBlogPost(baseURL: string): Promise<string | null> {
  const html = await (await fetch(`${baseURL}/blog`)).text();
  const linked = /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(html)?.[1];
  if (linked) return linked;
  const { VIDEO_POSTS } = await import("../server/db/seed/blog-posts-video.ts");
  const post = VIDEO_POSTS.find((p) => p.status === "published");
  return post ? `/blog/${post.slug}` : null;
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (apt-get install -y chromium)`);
  mkdirSync(resultsDir, { recursive: true });
  run("npm", ["run", "--silent", "build"]);
  const hasSeed = readFileSync("server/cli.ts", "utf8").includes("seed:demo");
  const app = await startApp({ cli: hasSeed ? [["seed:demo"]] : [] });
  let ok = true;
  try {
    const pages = ["/", "/services"];
    const post = hasSeed ? await firstBlogPost(app.baseURL) : null;
    if (post) pages.push(post);
    else
      console.log(`Note: no blog post measured (${hasSeed ? "no published post" : "no seed:demo command"}).`);
    console.log(`\nLighthouse 13 · mobile · simulated throttling · ${chromePath}\n`);
    for (const page of pages) {
      const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
      ok = summarise(page, lighthouse(`${app.baseURL}${page}`, name)) && ok;
    }
  } finally {
    await app.stop();
  }
  if (strict && !ok) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
