import { type SQL, sql } from "drizzle-orm";
import { VITAL_BUCKET_GROWTH } from "../../core/analytics/vitals.ts";

/*
 * The rollup queries, as SELECTs over the raw rows created in [from, to). The same SELECT fills the
 * rollup tables for closed days and answers for today directly, so both agree by construction.
 */

export const SESSION_GAP_MINUTES = 30;

const day = sql`(created_at AT TIME ZONE 'UTC')::date`;

/**
 * Sessions: a visitor's views on one day (the id rotates daily) with gaps under 30 minutes.
 * A session of one view is a bounce; its duration is its last view's time minus its first.
 */
function sessions(from: Date, to: Date): SQL {
  return sql`
    marked AS (
      SELECT id, ${day} AS day, visitor_id, page_path, created_at,
        CASE WHEN created_at - lag(created_at) OVER w < make_interval(mins => ${SESSION_GAP_MINUTES})
          THEN 0 ELSE 1 END AS starts
      FROM page_views
      WHERE created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}
      WINDOW w AS (PARTITION BY ${day}, visitor_id ORDER BY created_at, id)
    ),
    numbered AS (
      SELECT *, sum(starts) OVER (PARTITION BY day, visitor_id ORDER BY created_at, id) AS session
      FROM marked
    ),
    sessions AS (
      SELECT day, visitor_id, count(*)::int AS views,
        extract(epoch FROM max(created_at) - min(created_at))::bigint AS seconds,
        (array_agg(page_path ORDER BY created_at, id))[1] AS entry,
        (array_agg(page_path ORDER BY created_at DESC, id DESC))[1] AS exit
      FROM numbered GROUP BY day, visitor_id, session
    )`;
}

/** (day, views, visitors, sessions, bounces, duration_seconds) */
export function totalsSelect(from: Date, to: Date): SQL {
  return sql`WITH ${sessions(from, to)} ${totalsOfSessions}`;
}

const totalsOfSessions = sql`
    SELECT day, sum(views)::int AS views, count(DISTINCT visitor_id)::int AS visitors,
      count(*)::int AS sessions, (count(*) FILTER (WHERE views = 1))::int AS bounces,
      coalesce(sum(seconds), 0)::bigint AS duration_seconds
    FROM sessions GROUP BY day`;

const campaignKey = sql`coalesce(utm_campaign, '') || '|' || coalesce(utm_source, '') || '|' || coalesce(utm_medium, '')`;

/** (day, kind, key, views, visitors) for pages, sources, devices, campaigns, entry and exit pages. */
export function breakdownSelect(from: Date, to: Date): SQL {
  return sql`WITH ${sessions(from, to)} ${breakdownOfSessions(from, to)}`;
}

/** The breakdowns, given the sessions CTE of the same span. */
function breakdownOfSessions(from: Date, to: Date): SQL {
  const raw = sql`FROM page_views WHERE created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}`;
  return sql`
    SELECT ${day} AS day, 'page' AS kind, page_path AS key, count(*)::int AS views,
      count(DISTINCT visitor_id)::int AS visitors ${raw} GROUP BY 1, 3
    UNION ALL
    SELECT ${day}, 'source', coalesce(source, 'direct'), count(*)::int, count(DISTINCT visitor_id)::int
      ${raw} GROUP BY 1, 3
    UNION ALL
    SELECT ${day}, 'device', coalesce(device, 'desktop'), count(*)::int, count(DISTINCT visitor_id)::int
      ${raw} GROUP BY 1, 3
    UNION ALL
    SELECT ${day}, 'campaign', ${campaignKey}, count(*)::int, count(DISTINCT visitor_id)::int
      ${raw} AND (utm_campaign IS NOT NULL OR utm_source IS NOT NULL) GROUP BY 1, 3
    UNION ALL
    SELECT day, 'entry', entry, count(*)::int, count(DISTINCT visitor_id)::int FROM sessions GROUP BY 1, 3
    UNION ALL
    SELECT day, 'exit', exit, count(*)::int, count(DISTINCT visitor_id)::int FROM sessions GROUP BY 1, 3`;
}

/**
 * Fills the daily totals and breakdowns of `days` (within [from, to)) in one statement, so that
 * the sessions (a window over every page view of the span) are computed once for both.
 */
export function insertTotalsAndBreakdowns(from: Date, to: Date, days: SQL): SQL {
  return sql`WITH ${sessions(from, to)},
    totals AS (
      INSERT INTO analytics_daily_totals (day, views, visitors, sessions, bounces, duration_seconds)
      SELECT * FROM (${totalsOfSessions}) t WHERE day = ANY(${days})
    )
    INSERT INTO analytics_daily_breakdown (day, kind, key, views, visitors)
    SELECT * FROM (${breakdownOfSessions(from, to)}) b WHERE day = ANY(${days}) ORDER BY day, kind`;
}

/** Same bucket rule as core/analytics/vitals.ts vitalBucket. */
const bucket = sql`ceil(ln(1 + greatest(value, 0) * CASE WHEN name = 'CLS' THEN 1000 ELSE 1 END) / ln(${VITAL_BUCKET_GROWTH}::float8))::int`;

/** (day, name, path, bucket, count): per page, and path '' for every page together. */
export function vitalsSelect(from: Date, to: Date): SQL {
  return sql`
    SELECT day, name, coalesce(page_path, '') AS path, bucket, count(*)::int AS count
    FROM (
      SELECT ${day} AS day, name, page_path, ${bucket} AS bucket FROM web_vitals
      WHERE created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}
    ) v
    GROUP BY GROUPING SETS ((day, name, page_path, bucket), (day, name, bucket))`;
}
