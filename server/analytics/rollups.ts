import { type SQL, sql } from "drizzle-orm";
import { addDays, type DayWindow, daysOf, utcDay } from "../../core/analytics/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { BLOCK_SIZES, type Block, coverDays } from "./blocks.ts";
import { insertTotalsAndBreakdowns, vitalsSelect } from "./rollup-sql.ts";

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

export { rowsOf };

/** How a window is read: closed days one by one, aligned blocks of closed days, and open days raw. */
export type RollupCover = { days: string[]; blocks: Block[] };

/**
 * Computes the rollups of every closed day of the window that has none (or a stale one), then
 * those of the aligned blocks of closed days that cover it (server/analytics/blocks.ts).
 */
export async function ensureRollups(
  window: DayWindow,
  now = new Date(),
  db: Db = getDb(),
): Promise<RollupCover> {
  const open = new Set(openDays(window, now));
  const closed = daysOf(window).filter((day) => !open.has(day));
  if (closed.length === 0) return { days: [], blocks: [] };
  const computed = await ensureDays(closed, db);
  const bulk = computed >= ANALYZE_AFTER_DAYS;
  // The daily tables first: the block sums read them (with fresh statistics, hash aggregates).
  if (bulk) await analyzeRollups(db, DAILY_TABLES);
  const cover = coverDays(closed[0], closed.at(-1)!);
  await ensureBlocks(cover.blocks, db);
  if (bulk) await analyzeRollups(db, BLOCK_TABLES);
  return cover;
}

/**
 * After a bulk rollup (first read after an import, or of a long range), the planner needs fresh
 * statistics to sum the rollups with hash aggregates in memory: PGlite runs no autovacuum, and on
 * PostgreSQL it may come a minute later. Without them a year's read sorted on disk.
 */
const ANALYZE_AFTER_DAYS = 8;
const DAILY_TABLES = ["analytics_daily_totals", "analytics_daily_breakdown", "analytics_daily_vitals"];
const BLOCK_TABLES = ["analytics_block_breakdown", "analytics_block_vitals"];

async function analyzeRollups(db: Db, tables: string[]) {
  try {
    await db.execute(
      sql`ANALYZE ${sql.join(
        tables.map((t) => sql.identifier(t)),
        sql`, `,
      )}`,
    );
  } catch (error) {
    console.warn("[analytics] ANALYZE of the rollups failed:", error);
  }
}

/** Rolls up the closed days that have no (or a stale) rollup; returns how many it computed. */
async function ensureDays(closed: string[], db: Db): Promise<number> {
  if ((await missingDays(closed, db)).length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockRollups(tx);
    // Another reader may have rolled them up while this one waited for the lock.
    const missing = await missingDays(closed, tx);
    if (missing.length > 0) await rollUpDays(missing, tx);
    return missing.length;
  });
}

async function missingDays(closed: string[], db: Db): Promise<string[]> {
  const done = rowsOf<{ day: string }>(
    await db.execute(
      sql`SELECT day::text AS day FROM analytics_rollup_days WHERE day BETWEEN ${closed[0]} AND ${closed.at(-1)}`,
    ),
  );
  const have = new Set(done.map((row) => row.day));
  return closed.filter((day) => !have.has(day));
}

/**
 * Rollups are built by one reader at a time (two admins, or parts of one report on a PostgreSQL
 * pool): two transactions deleting and re-inserting the same rows in different orders deadlock.
 * The lock is held to the end of the transaction.
 */
async function lockRollups(tx: Db) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('analytics rollups'))`);
}

/**
 * PostgreSQL compiles a bulk rollup's expressions with LLVM (its cost passes jit_above_cost):
 * 2.8 s of a 15 s statement on a year of rows, for no gain in these sort-bound plans. PGlite has no
 * JIT and accepts the setting. Local to the transaction.
 */
async function withoutJit(tx: Db) {
  await tx.execute(sql`SET LOCAL jit = off`);
}

async function rollUpDays(missing: string[], tx: Db) {
  const from = dayStart(missing[0]);
  const to = dayStart(addDays(missing.at(-1)!, 1));
  const days = dateArray(missing);
  // Plain inserts, no ON CONFLICT: this transaction holds the builders' lock and deleted these days
  // first, so no row can exist (an upsert's extra index probe per row doubled the insert time).
  // Inserted in (day, ...) order: the primary keys start with the day, so rows append at their
  // right edge, and reading a range's edge days touches few pages even after a bulk rollup.
  await withoutJit(tx);
  for (const table of DAILY_TABLES) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE day = ANY(${days})`);
  }
  await tx.execute(insertTotalsAndBreakdowns(from, to, days));
  await tx.execute(sql`INSERT INTO analytics_daily_vitals (day, name, path, bucket, count)
    SELECT * FROM (${vitalsSelect(from, to)}) v WHERE day = ANY(${days}) ORDER BY day, path`);
  await tx.execute(
    sql`INSERT INTO analytics_rollup_days (day) SELECT unnest(${days}) ON CONFLICT DO NOTHING`,
  );
  // A block summed from a day's old rollup is stale too: the next read builds it again.
  await tx.execute(sql`DELETE FROM analytics_rollup_blocks
    WHERE start <= ${missing.at(-1)} AND start > ${addDays(missing[0], -BLOCK_SIZES[0])}
      AND EXISTS (SELECT 1 FROM unnest(${days}) AS d WHERE d >= start AND d < start + days)`);
}

/** Sums the daily breakdowns and histograms of every block that has no (or a stale) rollup. */
async function ensureBlocks(blocks: Block[], db: Db) {
  if (blocks.length === 0 || (await missingBlocks(blocks, db)).length === 0) return;
  await db.transaction(async (tx) => {
    await lockRollups(tx);
    const missing = await missingBlocks(blocks, tx);
    if (missing.length > 0) await rollUpBlocks(missing, tx);
  });
}

async function missingBlocks(blocks: Block[], db: Db): Promise<Block[]> {
  const done = rowsOf<{ start: string; days: number }>(
    await db.execute(
      sql`SELECT start::text AS start, days FROM analytics_rollup_blocks
          WHERE start BETWEEN ${blocks[0].start} AND ${blocks.at(-1)!.start}`,
    ),
  );
  const have = new Set(done.map((b) => `${b.start}/${b.days}`));
  return blocks.filter((b) => !have.has(`${b.start}/${b.days}`));
}

async function rollUpBlocks(missing: Block[], tx: Db) {
  const starts = dateArray(missing.map((b) => b.start));
  const sizes = sql`ARRAY[${sql.join(
    missing.map((b) => sql`${b.days}`),
    sql`, `,
  )}]::int[]`;
  const wanted = sql`(SELECT * FROM unnest(${starts}, ${sizes}) AS u(start, days))`;
  const first = missing.reduce((min, b) => (b.start < min ? b.start : min), missing[0].start);
  const last = missing.reduce((max, b) => {
    const end = addDays(b.start, b.days - 1);
    return end > max ? end : max;
  }, first);
  // Each daily row belongs to one aligned block of each size: its day minus (day number mod size).
  const blockOf = (table: string, columns: SQL) => sql`
    SELECT s.days, d.day - ((d.day - DATE '1970-01-01') % s.days) AS start, ${columns}
    FROM ${sql.identifier(table)} d CROSS JOIN (VALUES ${sql.join(
      BLOCK_SIZES.map((n) => sql`(${n}::int)`),
      sql`, `,
    )}) AS s(days)
    WHERE d.day BETWEEN ${first} AND ${last}`;
  // As for the days: under the builders' lock, after this DELETE, plain inserts cannot conflict.
  await withoutJit(tx);
  for (const table of BLOCK_TABLES) {
    await tx.execute(
      sql`DELETE FROM ${sql.identifier(table)} WHERE (days, start) IN (SELECT days, start FROM ${wanted} AS w)`,
    );
  }
  await tx.execute(sql`INSERT INTO analytics_block_breakdown (start, days, kind, key, views, visitors)
    SELECT start, days, kind, key, sum(views)::int, sum(visitors)::int
    FROM (${blockOf("analytics_daily_breakdown", sql`d.kind, d.key, d.views, d.visitors`)}) b
    WHERE (days, start) IN (SELECT days, start FROM ${wanted} AS w)
    GROUP BY start, days, kind, key`);
  await tx.execute(sql`INSERT INTO analytics_block_vitals (start, days, name, path, bucket, count)
    SELECT start, days, name, path, bucket, sum(count)::int
    FROM (${blockOf("analytics_daily_vitals", sql`d.name, d.path, d.bucket, d.count`)}) v
    WHERE (days, start) IN (SELECT days, start FROM ${wanted} AS w)
    GROUP BY start, days, name, path, bucket`);
  await tx.execute(sql`INSERT INTO analytics_rollup_blocks (start, days)
    SELECT start, days FROM ${wanted} AS w ON CONFLICT DO NOTHING`);
}

/** The span of raw rows that the open days of a window cover, or null when every day is closed. */
export function openSpan(window: DayWindow, now: Date): { from: Date; to: Date } | null {
  const open = openDays(window, now);
  if (open.length === 0) return null;
  return { from: dayStart(open[0]), to: dayStart(addDays(open.at(-1)!, 1)) };
}

const dateArray = (days: readonly string[]) =>
  sql`ARRAY[${sql.join(
    days.map((d) => sql`${d}`),
    sql`, `,
  )}]::date[]`;

/**
 * The conditions that select a cover's stored rows: `day` in the daily tables and (days, start)
 * in the block tables (one `start = ANY` per block size, so the primary keys are used).
 */
export function coverConditions(cover: RollupCover): { daily: SQL; blocks: SQL } {
  const bySize = BLOCK_SIZES.map(
    (n) =>
      sql`(days = ${n} AND start = ANY(${dateArray(cover.blocks.filter((b) => b.days === n).map((b) => b.start))}))`,
  );
  return { daily: sql`day = ANY(${dateArray(cover.days)})`, blocks: sql`(${sql.join(bySize, sql` OR `)})` };
}
