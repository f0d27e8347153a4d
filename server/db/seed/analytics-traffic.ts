/* What the demo site's traffic looks like: pages, where visitors come from, what they use. */

/** Public pages and how often a visit lands on each (blog posts are added per post). */
export const PAGES: readonly (readonly [string, number])[] = [
  ["/", 30],
  ["/services", 10],
  ["/about", 7],
  ["/blog", 9],
  ["/showcase", 7],
  ["/store", 4],
  ["/book", 4],
  ["/services/media-production", 6],
  ["/services/marketing-strategy", 4],
  ["/services/brand-consulting", 4],
];

/** Referrers as browsers send them cross-origin (origin only); null is direct traffic. */
export const REFERRERS: readonly (readonly [string | null, number])[] = [
  [null, 34],
  ["https://www.google.com/", 30],
  ["https://www.bing.com/", 4],
  ["https://duckduckgo.com/", 2],
  ["https://www.instagram.com/", 9],
  ["https://www.facebook.com/", 6],
  ["https://www.linkedin.com/", 6],
  ["https://www.tiktok.com/", 3],
  ["https://www.yelp.com/", 3],
  ["https://www.dallasnews.com/", 3],
];

export const DEVICES: readonly (readonly [string, number])[] = [
  ["mobile", 55],
  ["desktop", 38],
  ["tablet", 7],
];

/** Pages seen in one visit. */
export const VISIT_LENGTH: readonly (readonly [number, number])[] = [
  [1, 45],
  [2, 25],
  [3, 15],
  [4, 10],
  [5, 5],
];

/** Sunday..Saturday: weekdays are busier for a B2B-leaning agency. */
export const WEEKDAY_FACTOR = [0.6, 1.05, 1.1, 1.12, 1.08, 0.92, 0.65] as const;

/** Visits by hour of the day in Dallas (US Central); the site is quiet overnight. */
export const HOUR_WEIGHTS: readonly (readonly [number, number])[] = Array.from({ length: 24 }, (_, hour) => [
  hour,
  hour < 6 ? 1 : hour < 9 ? 4 : hour < 18 ? 9 : hour < 23 ? 6 : 2,
]);

/** Central time is UTC-6 (UTC-5 in summer); one offset is close enough for demo data. */
export const DALLAS_UTC_OFFSET_HOURS = 6;

/** The specification's web-vitals thresholds (good / poor) and a typical range for this site. */
export const VITALS = [
  { name: "FCP", good: 1800, poor: 3000, range: [500, 3200] },
  { name: "LCP", good: 2500, poor: 4000, range: [800, 4400] },
  { name: "FID", good: 100, poor: 300, range: [4, 220] },
  { name: "CLS", good: 0.1, poor: 0.25, range: [0, 0.27] },
  { name: "TTFB", good: 800, poor: 1800, range: [90, 1900] },
] as const;
