import { sql } from "drizzle-orm";
import { type DayWindow, daysOf } from "../../core/analytics/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { breakdownSelect, totalsSelect, vitalsSelect } from "./rollup-sql.ts";
import { coverConditions, ensureRollups, openDays, openSpan, rowsOf } from "./rollups.ts";

export type DayTotals = {
  day: string;
  views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  durationSeconds: number;
};
export type BreakdownKind = "page" | "entry" | "exit" | "source" | "device" | "campaign";
export type BreakdownRow = { key: string; views: number; visitors: number };
export type HistogramRow = { name: string; path: string; bucket: number; count: number };

const num = (v: unknown) => Number(v ?? 0);

/** Daily totals of the window (every day, zero when nothing was seen), from rollups and today's rows. */
export async function dailyTotals(window: DayWindow, now: Date, db: Db = getDb()): Promise<DayTotals[]> {
  await ensureRollups(window, now, db);
  const byDay = new Map<string, DayTotals>();
  const add = (row: Record<string, unknown>) => {
    const day = String(row.day).slice(0, 10);
    byDay.set(day, {
      day,
      views: num(row.views),
      visitors: num(row.visitors),
      sessions: num(row.sessions),
      bounces: num(row.bounces),
      durationSeconds: num(row.duration_seconds),
    });
  };
  const stored = await db.execute(
    sql`SELECT day::text AS day, views, visitors, sessions, bounces, duration_seconds
        FROM analytics_daily_totals WHERE day BETWEEN ${window.from} AND ${window.to}`,
  );
  for (const row of rowsOf<Record<string, unknown>>(stored)) add(row);
  const span = openSpan(window, now);
  if (span) {
    const live = await db.execute(
      sql`SELECT day::text AS day, * FROM (${totalsSelect(span.from, span.to)}) t`,
    );
    for (const row of rowsOf<Record<string, unknown>>(live)) add(row);
  }
  return daysOf(window).map(
    (day) => byDay.get(day) ?? { day, views: 0, visitors: 0, sessions: 0, bounces: 0, durationSeconds: 0 },
  );
}

/**
 * Views and visitors per key of each asked kind over the window, most viewed first. Visitors are
 * summed over days: the visitor id rotates daily, so a visitor of three days counts three times.
 */
export async function breakdowns(
  window: DayWindow,
  kinds: readonly BreakdownKind[],
  now: Date,
  db: Db = getDb(),
): Promise<Record<BreakdownKind, BreakdownRow[]>> {
  const cover = coverConditions(await ensureRollups(window, now, db));
  const open = new Set(openDays(window, now));
  const sums = new Map<string, BreakdownRow & { kind: BreakdownKind }>();
  const add = (row: Record<string, unknown>) => {
    const id = `${row.kind}\u0000${row.key}`;
    const entry = sums.get(id) ?? {
      kind: row.kind as BreakdownKind,
      key: String(row.key),
      views: 0,
      visitors: 0,
    };
    entry.views += num(row.views);
    entry.visitors += num(row.visitors);
    sums.set(id, entry);
  };
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const stored = await db.execute(
    sql`SELECT kind, key, sum(views) AS views, sum(visitors) AS visitors FROM (
          SELECT kind, key, views, visitors FROM analytics_daily_breakdown
          WHERE kind IN (${kindList}) AND ${cover.daily}
          UNION ALL
          SELECT kind, key, views, visitors FROM analytics_block_breakdown
          WHERE kind IN (${kindList}) AND ${cover.blocks}
        ) stored GROUP BY kind, key`,
  );
  for (const row of rowsOf<Record<string, unknown>>(stored)) add(row);
  const span = openSpan(window, now);
  if (span && open.size > 0) {
    const live = await db.execute(
      sql`SELECT kind, key, views, visitors FROM (${breakdownSelect(span.from, span.to)}) b WHERE kind IN (${kindList})`,
    );
    for (const row of rowsOf<Record<string, unknown>>(live)) add(row);
  }
  const result = Object.fromEntries(kinds.map((k) => [k, [] as BreakdownRow[]])) as Record<
    BreakdownKind,
    BreakdownRow[]
  >;
  for (const { kind, ...row } of sums.values()) result[kind].push(row);
  for (const list of Object.values(result))
    list.sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
  return result;
}

/** Web-vitals histogram rows over the window for every page together ('') and the given pages. */
export async function vitalHistograms(
  window: DayWindow,
  paths: readonly string[],
  now: Date,
  db: Db = getDb(),
): Promise<HistogramRow[]> {
  const cover = coverConditions(await ensureRollups(window, now, db));
  const wanted = sql.join(
    ["", ...paths].map((p) => sql`${p}`),
    sql`, `,
  );
  const rows: HistogramRow[] = [];
  const add = (row: Record<string, unknown>) =>
    rows.push({
      name: String(row.name),
      path: String(row.path),
      bucket: num(row.bucket),
      count: num(row.count),
    });
  const stored = await db.execute(
    sql`SELECT name, path, bucket, sum(count) AS count FROM (
          SELECT name, path, bucket, count FROM analytics_daily_vitals WHERE path IN (${wanted}) AND ${cover.daily}
          UNION ALL
          SELECT name, path, bucket, count FROM analytics_block_vitals WHERE path IN (${wanted}) AND ${cover.blocks}
        ) stored GROUP BY path, name, bucket`,
  );
  for (const row of rowsOf<Record<string, unknown>>(stored)) add(row);
  const span = openSpan(window, now);
  if (span) {
    const live = await db.execute(
      sql`SELECT name, path, bucket, count FROM (${vitalsSelect(span.from, span.to)}) v WHERE path IN (${wanted})`,
    );
    for (const row of rowsOf<Record<string, unknown>>(live)) add(row);
  }
  return rows;
}

export type InteractionRow = {
  path: string;
  target: string;
  interaction: string;
  p75: number;
  count: number;
};

/**
 * The slowest interactions of a window (decision 026): INP's 75th percentile per page, element and
 * kind of input, from the raw measurements that carry web-vitals' attribution, slowest first.
 */
export async function slowInteractions(
  window: DayWindow,
  limit = 10,
  db: Db = getDb(),
): Promise<InteractionRow[]> {
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${window.to}T00:00:00Z`) + 86_400_000);
  const result = await db.execute(
    sql`SELECT page_path AS path, target, coalesce(interaction, '') AS interaction,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS count
        FROM web_vitals
        WHERE name = 'INP' AND target IS NOT NULL AND target <> ''
          AND created_at >= ${from.toISOString()} AND created_at < ${to.toISOString()}
        GROUP BY page_path, target, interaction
        ORDER BY p75 DESC, count DESC LIMIT ${limit}`,
  );
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    path: String(row.path),
    target: String(row.target),
    interaction: String(row.interaction),
    p75: Math.round(num(row.p75)),
    count: num(row.count),
  }));
}
