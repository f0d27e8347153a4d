/**
 * `npm run bench:mainthread`: main-thread work of /, /services and the first blog post against the
 * bare React Router page, measured in pairs (bare, then the page) so that both see the same load
 * of a shared machine. Each visit runs in a fresh Chromium page with the CPU slowed 4x (as
 * Lighthouse's mobile profile assumes) and a Chrome trace; the figure is the time of the main
 * thread's top-level tasks from navigation until 3 s after the load event, which is what
 * Lighthouse's "main-thread work" adds up (without its scaling). Prints, per page, the median of
 * `BENCH_ROUNDS` (default 5) pairs: the page's time, the bare page's and their ratio.
 */
import { execFileSync } from "node:child_process";
import { type Browser, chromium } from "@playwright/test";
import { startBareApp } from "./support/bare-app.ts";
import { loadAverage } from "./support/percentiles.ts";
import { firstBlogPost, startApp } from "./support/start-app.ts";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Sum of the renderer main thread's outermost tasks, in ms. */
function mainThreadMs(events: TraceEvent[]) {
  const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  let busiest = 0;
  let total = 0;
  for (const thread of names) {
    const tasks = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur !== undefined)
      .sort((a, b) => a.ts - b.ts);
    let sum = 0;
    let end = 0;
    for (const task of tasks) {
      if (task.ts < end) continue; // nested in the previous outermost task
      sum += task.dur ?? 0;
      end = task.ts + (task.dur ?? 0);
    }
    if (tasks.length > busiest) [busiest, total] = [tasks.length, sum / 1000];
  }
  return total;
}

async function visit(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,toplevel",
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(3000);
  await cdp.send("Tracing.end");
  await complete;
  await context.close();
  return mainThreadMs(events);
}

async function main() {
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  const app = await startApp({ cli: [["seed:demo"]] });
  const bare = await startBareApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const post = await firstBlogPost(app.baseURL);
    const pages = ["/", "/services", ...(post ? [post] : [])];
    console.log(`main-thread work, 4x CPU, median of ${rounds} pairs; load average ${loadAverage()}`);
    for (const path of pages) {
      const ratios: number[] = [];
      const own: number[] = [];
      const base: number[] = [];
      await visit(browser, `${app.baseURL}${path}`); // warm the server's caches
      for (let round = 0; round < rounds; round++) {
        const b = await visit(browser, `${bare.baseURL}/`);
        const p = await visit(browser, `${app.baseURL}${path}`);
        base.push(b);
        own.push(p);
        ratios.push(p / b);
      }
      console.log(
        `${path}  ${Math.round(median(own))} ms  bare ${Math.round(median(base))} ms  ratio ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(" ")})`,
      );
    }
    console.log(`load average ${loadAverage()}`);
  } finally {
    await browser.close();
    await bare.stop();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
