import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";

export const ANALYTICS_SIZES = { pageViews: 1_000_000, webVitals: 3_000_000 };

/**
 * A year of traffic in two INSERT ... SELECT FROM generate_series statements: visitors of three
 * views five minutes apart (sessions), 40 pages, every source and device, and five web vitals.
 * Rows are inserted in time order, as beacons arrive: today's rows then sit on few pages, as they
 * do in production (scattered rows made today's raw reads cost one page per row).
 */
export async function fillAnalytics(db: Db, log: (step: string, ms: number) => void) {
  let t = performance.now();
  await db.execute(sql`
    INSERT INTO page_views (visitor_id, page_path, referrer, source, device, screen, language, utm_source, utm_medium, utm_campaign, created_at)
    SELECT 'v' || (g / 3),
      CASE WHEN g % 40 < 10 THEN '/blog/post-' || (g % 10) ELSE '/page-' || (g % 40) END,
      NULL,
      (ARRAY['direct','search','social','referral','email'])[1 + (g % 5)],
      (ARRAY['desktop','mobile','tablet'])[1 + (g % 3 + g / 7) % 3],
      'lg', 'en-us',
      CASE WHEN g % 5 = 4 THEN 'newsletter' END, CASE WHEN g % 5 = 4 THEN 'email' END,
      CASE WHEN g % 5 = 4 THEN 'campaign-' || (g % 12) END,
      now() - make_interval(secs => (((g / 3) * 7919) % (365 * 86400))::float8) + make_interval(mins => ((g % 3) * 5)::int)
    FROM generate_series(0::bigint, ${ANALYTICS_SIZES.pageViews - 1}::bigint) AS g
    ORDER BY 11`);
  log(`${ANALYTICS_SIZES.pageViews.toLocaleString("en")} page views`, performance.now() - t);
  t = performance.now();
  await db.execute(sql`
    INSERT INTO web_vitals (name, value, rating, page_path, visitor_id, created_at)
    SELECT (ARRAY['LCP','INP','CLS','FCP','TTFB'])[1 + g % 5],
      CASE g % 5 WHEN 0 THEN 800 + random() * 3500 WHEN 1 THEN 40 + random() * 400 WHEN 2 THEN random() * 0.3
        WHEN 3 THEN 500 + random() * 2500 ELSE 100 + random() * 1500 END,
      NULL, '/page-' || (g % 40), 'v' || (g / 9),
      now() - make_interval(secs => ((g * 104729) % (365 * 86400))::float8)
    FROM generate_series(0::bigint, ${ANALYTICS_SIZES.webVitals - 1}::bigint) AS g
    ORDER BY 6`);
  log(`${ANALYTICS_SIZES.webVitals.toLocaleString("en")} web-vitals rows`, performance.now() - t);
}
