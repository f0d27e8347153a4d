import { sql } from "drizzle-orm";
import { type AnalyticsRange, addDays, type DayWindow, rangeWindows } from "../core/analytics/range.ts";
import { rowsOf } from "../server/analytics/rollups.ts";
import { breakdowns, dailyTotals, vitalHistograms } from "../server/analytics/traffic.ts";
import type { Db } from "../server/db/client.ts";

/**
 * Checks that the app's figures for a range (daily rollups, 8- and 64-day blocks, today's raw rows)
 * equal direct counts over the raw rows of the same window: views, visitors summed per day, views
 * and visitors per page and per source, and web-vitals samples per metric. Returns the mismatches.
 */
export async function checkAgainstRawRows(db: Db, range: AnalyticsRange, now: Date): Promise<string[]> {
  const window = rangeWindows(range, now).current;
  const raw = rawCounts(db, window);
  const [totals, kinds, histograms] = await Promise.all([
    dailyTotals(window, now, db),
    breakdowns(window, ["page", "source"], now, db),
    vitalHistograms(window, [], now, db),
  ]);
  const app = new Map<string, number>();
  const put = (key: string, n: number) => app.set(key, (app.get(key) ?? 0) + n);
  for (const day of totals) {
    put("views", day.views);
    put("visitors", day.visitors);
  }
  for (const kind of ["page", "source"] as const) {
    for (const row of kinds[kind]) {
      put(`${kind} ${row.key} views`, row.views);
      put(`${kind} ${row.key} visitors`, row.visitors);
    }
  }
  for (const row of histograms) if (row.path === "") put(`vitals ${row.name}`, row.count);
  const expected = await raw;
  const keys = new Set([...app.keys(), ...expected.keys()]);
  return [...keys]
    .filter((key) => app.get(key) !== expected.get(key))
    .map((key) => `${range} ${key}: app ${app.get(key) ?? 0}, raw rows ${expected.get(key) ?? 0}`);
}

async function rawCounts(db: Db, window: DayWindow): Promise<Map<string, number>> {
  const span = sql`created_at >= ${`${window.from}T00:00:00Z`}::timestamptz
    AND created_at < ${`${addDays(window.to, 1)}T00:00:00Z`}::timestamptz`;
  const day = sql`(created_at AT TIME ZONE 'UTC')::date`;
  // Visitors are counted per day (the id rotates daily), then summed, as the app defines them.
  const rows = rowsOf<{ key: string; n: number }>(
    await db.execute(sql`
      WITH v AS (SELECT ${day} AS day, visitor_id, page_path, coalesce(source, 'direct') AS source
        FROM page_views WHERE ${span})
      SELECT 'views' AS key, count(*)::int AS n FROM v
      UNION ALL SELECT 'visitors', sum(n)::int FROM (SELECT count(DISTINCT visitor_id) AS n FROM v GROUP BY day) d
      UNION ALL SELECT 'page ' || page_path || ' views', count(*)::int FROM v GROUP BY page_path
      UNION ALL SELECT 'page ' || page_path || ' visitors', sum(n)::int FROM
        (SELECT page_path, count(DISTINCT visitor_id) AS n FROM v GROUP BY day, page_path) d GROUP BY page_path
      UNION ALL SELECT 'source ' || source || ' views', count(*)::int FROM v GROUP BY source
      UNION ALL SELECT 'source ' || source || ' visitors', sum(n)::int FROM
        (SELECT source, count(DISTINCT visitor_id) AS n FROM v GROUP BY day, source) d GROUP BY source
      UNION ALL SELECT 'vitals ' || name, count(*)::int FROM web_vitals WHERE ${span} GROUP BY name`),
  );
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}
