import { sql } from "drizzle-orm";
import { rangeWindows } from "../core/analytics/range.ts";
import { ensureRollups } from "../server/analytics/rollups.ts";
import type { Db } from "../server/db/client.ts";
import { withIndexesRebuilt } from "./support/bulk-load.ts";

export const ANALYTICS_SIZES = { pageViews: 1_000_000, webVitals: 3_000_000 };

const YEAR_SECONDS = 365 * 86_400;
const VISITORS = Math.ceil(ANALYTICS_SIZES.pageViews / 3);

/**
 * An ordered UUID per row (the digit keeps the two tables apart). gen_random_uuid() cost more than
 * the rest of a row together on PGlite, and ordered ids append to the primary key's right edge.
 */
const orderedId = (table: number) =>
  sql.raw(`('00000000-0000-4000-8${table}00-' || lpad(to_hex(g), 12, '0'))::uuid`);

/**
 * A year of traffic, generated in time order as beacons arrive (today's rows then sit on few
 * pages, as in production) so no sort is needed: visitors every 95 s with three views five
 * minutes apart (one session each), 40 pages, every source and device; five web vitals every 10.5 s.
 * Every row is at least ten minutes old, so none is in the future.
 */
export async function fillRawRows(db: Db, log: (step: string, ms: number) => void) {
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(name, performance.now() - started);
  };
  await withIndexesRebuilt(db, ["page_views", "web_vitals"], log, () => insertRows(db, step), {
    primaryKeys: true,
  });
}

async function insertRows(db: Db, step: (name: string, query: () => Promise<unknown>) => Promise<void>) {
  await step(`${ANALYTICS_SIZES.pageViews.toLocaleString("en")} page views`, () =>
    db.execute(sql`
    INSERT INTO page_views (id, visitor_id, page_path, referrer, source, device, screen, language, utm_source, utm_medium, utm_campaign, created_at)
    SELECT ${orderedId(1)}, 'v' || (g / 3),
      CASE WHEN g % 40 < 10 THEN '/blog/post-' || (g % 10) ELSE '/page-' || (g % 40) END,
      NULL,
      (ARRAY['direct','search','social','referral','email'])[1 + (g % 5)],
      (ARRAY['desktop','mobile','tablet'])[1 + (g % 3 + g / 7) % 3],
      'lg', 'en-us',
      CASE WHEN g % 5 = 4 THEN 'newsletter' END, CASE WHEN g % 5 = 4 THEN 'email' END,
      CASE WHEN g % 5 = 4 THEN 'campaign-' || (g % 12) END,
      now() - make_interval(secs => (${VISITORS} - g / 3) * ${YEAR_SECONDS / VISITORS}::float8 + (2 - g % 3) * 300 + 600)
    FROM generate_series(0::bigint, ${ANALYTICS_SIZES.pageViews - 1}::bigint) AS g`),
  );
  // The page varies with g / 5, so that every page gets all five metrics.
  await step(`${ANALYTICS_SIZES.webVitals.toLocaleString("en")} web-vitals rows`, () =>
    db.execute(sql`
    INSERT INTO web_vitals (id, name, value, rating, page_path, visitor_id, created_at)
    SELECT ${orderedId(2)}, (ARRAY['LCP','INP','CLS','FCP','TTFB'])[1 + g % 5],
      CASE g % 5 WHEN 0 THEN 800 + random() * 3500 WHEN 1 THEN 40 + random() * 400 WHEN 2 THEN random() * 0.3
        WHEN 3 THEN 500 + random() * 2500 ELSE 100 + random() * 1500 END,
      NULL, '/page-' || (g / 5 % 40), 'v' || (g / 9),
      now() - make_interval(secs => (${ANALYTICS_SIZES.webVitals} - g) * ${YEAR_SECONDS / ANALYTICS_SIZES.webVitals}::float8 + 600)
    FROM generate_series(0::bigint, ${ANALYTICS_SIZES.webVitals - 1}::bigint) AS g`),
  );
}

/**
 * Fills an empty database: one INSERT ... SELECT FROM generate_series per table with the secondary
 * indexes dropped and rebuilt around the load, then the rollups of the two years the ranges and
 * Compare read, by the app's own code (server/analytics/rollups.ts: one set-wise statement per
 * rollup table over every missing day), then VACUUM ANALYZE for the planner and index-only scans.
 */
export async function fillAnalytics(db: Db, log: (step: string, ms: number) => void, now = new Date()) {
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(name, performance.now() - started);
  };
  await fillRawRows(db, log);
  await step("rollups of two years (app's SQL)", async () => {
    await ensureRollups(rangeWindows("1y", now).previous, now, db);
    await ensureRollups(rangeWindows("1y", now).current, now, db);
  });
  await step("vacuum analyze", () => db.execute(sql`VACUUM ANALYZE page_views, web_vitals`));
}
