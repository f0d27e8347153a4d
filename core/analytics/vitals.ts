/** The web-vitals metrics we record; INP replaces the specification's FID, still kept where reported. */
export const VITAL_NAMES = ["CLS", "INP", "FCP", "LCP", "TTFB", "FID"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Good at or under the first figure, poor above the second (001 section 9 and web.dev). */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  INP: [200, 500],
  FID: [100, 300],
};

/** The largest value a browser may report that we still believe (CLS unitless, others in ms). */
export const VITAL_MAX: Record<VitalName, number> = {
  CLS: 10,
  INP: 60_000,
  FCP: 120_000,
  LCP: 120_000,
  TTFB: 120_000,
  FID: 60_000,
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export const RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value > poor ? "poor" : "needs-improvement";
}

export function formatVital(name: VitalName, value: number): string {
  return name === "CLS" ? value.toFixed(2) : `${Math.round(value)} ms`;
}

/*
 * Daily histograms with fixed logarithmic buckets: each bucket is 10% wider than the one before,
 * so a percentile read from them is within about ±5% of the exact one (the bucket's geometric
 * middle is reported). CLS is counted in thousandths so that its small values get buckets too.
 */
export const VITAL_BUCKET_GROWTH = 1.1;
const GROWTH = VITAL_BUCKET_GROWTH;
/** CLS is counted in thousandths; the SQL rollup (server/analytics/rollup-sql.ts) uses the same. */
export const vitalScale = (name: string) => (name === "CLS" ? 1000 : 1);
const scale = vitalScale;

export function vitalBucket(name: string, value: number): number {
  return Math.ceil(Math.log1p(Math.max(0, value) * scale(name)) / Math.log(GROWTH));
}

export function bucketValue(name: string, bucket: number): number {
  if (bucket <= 0) return 0;
  return Math.expm1((bucket - 0.5) * Math.log(GROWTH)) / scale(name);
}

/** The q-quantile (0.75 for p75) of a histogram, or null when it is empty. */
export function histogramQuantile(
  name: string,
  rows: readonly { bucket: number; count: number }[],
  q = 0.75,
): number | null {
  const sorted = [...rows].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const row of sorted) {
    seen += row.count;
    if (seen >= rank) return bucketValue(name, row.bucket);
  }
  return bucketValue(name, sorted.at(-1)!.bucket);
}

/** The rating colours, defined once (STYLE.md): text and background in both themes. */
export const RATING_CLASSES: Record<VitalRating, string> = {
  good: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  "needs-improvement": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300",
  poor: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
};
