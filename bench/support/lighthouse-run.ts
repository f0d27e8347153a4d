import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { percentile } from "./percentiles.ts";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const resultsDir = path.resolve("bench/results");

type NetworkItem = { url?: string; mimeType?: string; transferSize?: number; rendererStartTime?: number };
type Audit = {
  numericValue?: number;
  details?: { items?: Record<string, number | string | undefined>[] };
};
export type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };

/**
 * One Lighthouse 13 run (mobile, simulated throttling) in Debian's Chromium; the JSON report is kept.
 * Asynchronous, so that a server in this process (bench/web-breakdown.ts) goes on answering.
 */
export async function lighthouse(url: string, name: string, categories?: string[]): Promise<Report> {
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `lighthouse-${name}.json`);
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ...(categories ? [`--only-categories=${categories.join(",")}`] : []),
  ];
  // Headless Chromium now and then loses the trace (NO_NAVSTART); another run fixes it.
  for (let attempt = 1; ; attempt++) {
    const child = spawn(path.resolve("node_modules/.bin/lighthouse"), args, {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    const status = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (status === 0) return JSON.parse(readFileSync(out, "utf8")) as Report;
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

export type Figures = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  /** Main-thread work by Lighthouse's groups (Script Evaluation, Style & Layout, Other...), ms. */
  groups: Record<string, number>;
  js: ReturnType<typeof javascriptBytes>;
};

export function figures(report: Report): Figures {
  const groups: Record<string, number> = {};
  for (const item of report.audits["mainthread-work-breakdown"]?.details?.items ?? []) {
    groups[String(item.groupLabel ?? item.group)] = Number(item.duration ?? 0);
  }
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcp: report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    mainThread: report.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
    groups,
    js: javascriptBytes(report),
  };
}

/** The run whose main-thread work is the median of several runs (its other figures come with it). */
export function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.mainThread - b.mainThread);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Figures;
}

/** Main-thread work by Lighthouse's groups, as one line. */
export function formatGroups(f: Figures) {
  return Object.entries(f.groups)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(", ");
}

/**
 * Each round's main-thread work against the reference's of the same round (the bare page, another
 * build), and their median.
 */
export function roundRatios(runs: Figures[], reference: Figures[]) {
  const ratios = runs.map((r, i) => r.mainThread / (reference[i]?.mainThread ?? Number.NaN));
  return { ratios, median: percentile(ratios, 50) ?? Number.NaN };
}

/** One line per variant or build: median main-thread work, ratio to the bare page, rounds, groups. */
export function mainThreadRow(name: string, runs: Figures[], bare: Figures[]) {
  const m = medianRun(runs);
  const rounds = runs.map((f) => Math.round(f.mainThread)).join(" / ");
  return `${name} ${String(Math.round(m.mainThread)).padStart(5)} ms  x bare ${roundRatios(runs, bare).median.toFixed(2)}  (${rounds})  ${formatGroups(m)}`;
}
