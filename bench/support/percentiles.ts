import os from "node:os";

/** The p-th percentile (0-100) of a list of numbers, nearest rank; NaN for an empty list. */
export function percentile(values: number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Milliseconds from a BENCH_* variable given in seconds, with a default in seconds. */
export function secondsFromEnv(name: string, fallbackSeconds: number) {
  const value = Number(process.env[name] ?? fallbackSeconds);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value * 1000;
}

/** One warm-up call (plans and caches, as on a running server), then `runs` timed calls in ms. */
export async function timeRuns(runs: number, work: () => Promise<unknown>, before?: () => Promise<unknown>) {
  await before?.();
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** The machine's load averages (1, 5 and 15 minutes), printed beside figures taken on a shared machine. */
export function loadAverage() {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
}
