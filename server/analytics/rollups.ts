import { sql } from "drizzle-orm";
import { addDays, type DayWindow, daysOf, utcDay } from "../../core/analytics/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { breakdownSelect, totalsSelect, vitalsSelect } from "./rollup-sql.ts";

/**
 * A day is closed (rolled up once, then read from the rollups) five minutes after it ends, so a
 * batch stamped just before midnight and flushed just after is still counted in it.
 */
const CLOSE_AFTER_MS = 5 * 60_000;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export function openDays(window: DayWindow, now: Date): string[] {
  const lastClosed = utcDay(now.getTime() - CLOSE_AFTER_MS - 86_400_000);
  return daysOf(window).filter((day) => day > lastClosed);
}

/** The rows of a raw `db.execute` result: node-postgres and PGlite both give `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Computes the rollups of every closed day of the window that has none (or a stale one). */
export async function ensureRollups(window: DayWindow, now = new Date(), db: Db = getDb()) {
  const open = new Set(openDays(window, now));
  const closed = daysOf(window).filter((day) => !open.has(day));
  if (closed.length === 0) return;
  const done = rowsOf<{ day: string }>(
    await db.execute(
      sql`SELECT day::text AS day FROM analytics_rollup_days WHERE day BETWEEN ${closed[0]} AND ${closed.at(-1)}`,
    ),
  );
  const have = new Set(done.map((row) => row.day));
  const missing = closed.filter((day) => !have.has(day));
  if (missing.length === 0) return;
  const from = dayStart(missing[0]);
  const to = dayStart(addDays(missing.at(-1)!, 1));
  const days = sql`ARRAY[${sql.join(
    missing.map((d) => sql`${d}`),
    sql`, `,
  )}]::date[]`;
  await db.transaction(async (tx) => {
    for (const table of ["analytics_daily_totals", "analytics_daily_breakdown", "analytics_daily_vitals"]) {
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day = ANY(${days})`);
    }
    await tx.execute(sql`INSERT INTO analytics_daily_totals (day, views, visitors, sessions, bounces, duration_seconds)
      SELECT * FROM (${totalsSelect(from, to)}) t WHERE day = ANY(${days})
      ON CONFLICT (day) DO UPDATE SET views = excluded.views, visitors = excluded.visitors,
        sessions = excluded.sessions, bounces = excluded.bounces, duration_seconds = excluded.duration_seconds`);
    await tx.execute(sql`INSERT INTO analytics_daily_breakdown (day, kind, key, views, visitors)
      SELECT * FROM (${breakdownSelect(from, to)}) b WHERE day = ANY(${days})
      ON CONFLICT (kind, day, key) DO UPDATE SET views = excluded.views, visitors = excluded.visitors`);
    await tx.execute(sql`INSERT INTO analytics_daily_vitals (day, name, path, bucket, count)
      SELECT * FROM (${vitalsSelect(from, to)}) v WHERE day = ANY(${days})
      ON CONFLICT (path, name, day, bucket) DO UPDATE SET count = excluded.count`);
    await tx.execute(
      sql`INSERT INTO analytics_rollup_days (day) SELECT unnest(${days}) ON CONFLICT DO NOTHING`,
    );
  });
}

/** The span of raw rows that the open days of a window cover, or null when every day is closed. */
export function openSpan(window: DayWindow, now: Date): { from: Date; to: Date } | null {
  const open = openDays(window, now);
  if (open.length === 0) return null;
  return { from: dayStart(open[0]), to: dayStart(addDays(open.at(-1)!, 1)) };
}
