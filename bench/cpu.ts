/**
 * `npm run bench:cpu`: the renderer's own count of its main-thread work (Chrome's
 * `Performance.getMetrics`: the main thread's CPU time, the wall time of its tasks, style
 * recalculations and layouts), for `/`, `/services` and the first blog post beside the bare React
 * Router page (bench/bare-app/). Each visit is a fresh browser context (a mobile viewport) that
 * loads the page and stays `BENCH_SETTLE_MS` (4500) after `load`; the pages are visited in
 * alternating order, `BENCH_VISITS` (8) times each. Unthrottled CPU time moves far less from one
 * visit to the next on a shared machine than Lighthouse's wall-time count, so this is the figure
 * to compare variants with; Lighthouse (`npm run bench:web`) stays the judge of the budget.
 * `BENCH_INTENT=true` moves the pointer right after `load`: an anonymous visitor's page then starts
 * its code (decision 018) and the figures include the app's start.
 */
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { startBareApp } from "./support/bare-app.ts";
import { chromePath } from "./support/lighthouse-run.ts";
import { loadAverage, percentile } from "./support/percentiles.ts";
import { firstBlogPost, startApp } from "./support/start-app.ts";

const visits = Number(process.env.BENCH_VISITS ?? 8);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 4500);
const intent = process.env.BENCH_INTENT === "true";
const metrics = [
  ["ThreadTime", "main-thread CPU ms"],
  ["TaskDuration", "task wall ms"],
  ["ScriptDuration", "script ms"],
  ["RecalcStyleDuration", "style ms"],
  ["LayoutDuration", "layout ms"],
  ["RecalcStyleCount", "style recalcs"],
  ["Resources", "resources"],
] as const;
type Sample = Record<(typeof metrics)[number][0], number>;

async function main() {
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("The build failed");
  const app = await startApp({ cli: [["seed:demo"]] });
  const bare = await startBareApp();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  try {
    const post = (await firstBlogPost(app.baseURL)) ?? "/blog";
    const targets = [
      { name: "bare React Router page", url: `${bare.baseURL}/` },
      ...["/", "/services", post].map((path) => ({ name: path, url: `${app.baseURL}${path}` })),
    ];
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
    console.log(
      `${visits} visits per page, ${intent ? "a pointer move after load" : "no input"}, load average ${loadAverage()}`,
    );
    for (let visit = 0; visit < visits; visit++) {
      for (const target of visit % 2 ? [...targets].reverse() : targets) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
        await page.goto(target.url, { waitUntil: "load" });
        if (intent) await page.mouse.move(100, 100);
        await page.waitForTimeout(settleMs);
        const { metrics: values } = await cdp.send("Performance.getMetrics");
        const byName = Object.fromEntries(values.map((m) => [m.name, m.value]));
        const sample = Object.fromEntries(
          metrics.map(([key]) => [
            key,
            key.endsWith("Duration") || key === "ThreadTime" ? byName[key] * 1000 : byName[key],
          ]),
        ) as Sample;
        samples.get(target.name)?.push(sample);
        await context.close();
      }
    }
    const median = (name: string, key: keyof Sample) =>
      percentile(
        (samples.get(name) ?? []).map((s) => s[key]),
        50,
      ) ?? Number.NaN;
    const bareName = targets[0]?.name ?? "";
    for (const { name } of targets) {
      const cells = metrics.map(([key, label]) => `${label} ${median(name, key).toFixed(0)}`).join(", ");
      const ratio = (median(name, "ThreadTime") / median(bareName, "ThreadTime")).toFixed(2);
      console.log(`${name}\n  ${cells}\n  main-thread CPU x bare ${ratio}`);
    }
  } finally {
    await browser.close();
    await bare.stop();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
