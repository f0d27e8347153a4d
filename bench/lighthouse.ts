/**
 * `npm run bench:web`: builds the app, starts it on a free port with a throw-away data directory
 * seeded with the demo data, runs Lighthouse 13 (mobile, simulated throttling) in Debian's
 * Chromium on /, /services and one blog post, and prints per page the four category scores, LCP,
 * TBT, CLS, main-thread work and the JavaScript fetched in the first 5 s, beside a bare React Router
 * page (bench/bare-app/) measured in the same run, against the budget of issue 13. The JSON reports
 * stay in bench/results/. `--strict` exits 1 when a page misses the budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startBareApp } from "./support/bare-app.ts";
import { startApp } from "./support/start-app.ts";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const strict = process.argv.includes("--strict");
const budget = { performance: 98, tbtMs: 200, mainThreadRatio: 1.5, lcpMs: 1500, jsBytes: 130 * 1024 };
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

/** All JavaScript, the part fetched in the first 5 s (preloads included), and the preloads. */
function javascriptBytes(report: Report) {
  const items = (report.audits["network-requests"]?.details?.items ?? []) as NetworkItem[];
  const observedLoad = Number(report.audits.metrics?.details?.items?.[0]?.observedLoad ?? 0);
  let total = 0;
  let first5s = 0;
  let preloaded = 0;
  for (const item of items) {
    // By type, not by how it was requested: the preloads are prefetches, which Chrome files as "Other".
    if (!/javascript/.test(String(item.mimeType)) && !/\.m?js(\?|$)/.test(String(item.url))) continue;
    total += item.transferSize ?? 0;
    if ((item.rendererStartTime ?? 0) <= 5000) first5s += item.transferSize ?? 0;
    if ((item.rendererStartTime ?? 0) > observedLoad + 1500) preloaded += item.transferSize ?? 0;
  }
  return { total, first5s, preloaded };
}

type Figures = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  js: ReturnType<typeof javascriptBytes>;
};

function figures(report: Report): Figures {
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    mainThread: report.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
    js: javascriptBytes(report),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function line(f: Figures) {
  return `performance ${f.performance}  LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}  main-thread ${(f.mainThread / 1000).toFixed(2)} s  JavaScript ${kb(f.js.first5s)} in the first 5 s (${kb(f.js.preloaded)} of it preloads; ${kb(f.js.total)} in all)`;
}

/** The budget of issue 13, against the bare React Router page measured in the same run. */
function summarise(page: string, report: Report, bare: Figures) {
  const f = figures(report);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const misses: string[] = [];
  if (f.performance < budget.performance) misses.push(`performance < ${budget.performance}`);
  if (f.tbt > budget.tbtMs) misses.push(`TBT > ${budget.tbtMs} ms`);
  if (f.mainThread > bare.mainThread * budget.mainThreadRatio)
    misses.push(`main-thread work > ${budget.mainThreadRatio} x the bare page's`);
  if (f.lcp > budget.lcpMs) misses.push(`LCP > ${budget.lcpMs / 1000} s`);
  if (f.cls > 0) misses.push("CLS > 0");
  if (f.js.first5s > budget.jsBytes) misses.push(`JavaScript in the first 5 s > ${kb(budget.jsBytes)}`);
  console.log(
    [
      page,
      `  ${line(f)}`,
      `  accessibility ${score("accessibility")}  best-practices ${score("best-practices")}  seo ${score("seo")}  main-thread ${(f.mainThread / bare.mainThread).toFixed(2)} x the bare page's`,
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
    // The bare React Router 8 page of the same versions, in the same run (bench/bare-app/).
    const bareApp = await startBareApp();
    let bare: Figures;
    try {
      bare = figures(lighthouse(`${bareApp.baseURL}/`, "bare"));
    } finally {
      await bareApp.stop();
    }
    console.log(`bare React Router page\n  ${line(bare)}`);
    for (const page of pages) {
      const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
      ok = summarise(page, lighthouse(`${app.baseURL}${page}`, name), bare) && ok;
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
