import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { EXACT_COUNT_LIMIT, type RowTotal } from "../../core/paging.ts";
import { type Db, getDb } from "./client.ts";
import { rowsOf } from "./rows.ts";

type Plan = { Plan?: { "Plan Rows"?: number } };

/** PostgreSQL's planner estimate of how many rows `select 1 from table where ...` returns. */
async function plannerEstimate(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(table).where(where);
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const plan = Object.values(row ?? {})[0];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Plan[] | undefined;
  return Number(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/**
 * How many rows of `table` match `where`, for a list's 'of 1,634': counted exactly up to
 * `exactUpTo` rows (a count that stops early costs at most that many index entries), above that
 * the planner's estimate, never less than what was counted (issue 36 item 6). A million-row table
 * is then not counted on every page.
 */
export async function countRows(
  table: PgTable,
  where: SQL | undefined,
  exactUpTo = EXACT_COUNT_LIMIT,
  db: Db = getDb(),
): Promise<RowTotal> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactUpTo + 1)
    .as("capped");
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  if (Number(n) <= exactUpTo) return { total: Number(n), estimated: false };
  const estimate = await plannerEstimate(db, table, where).catch(() => 0);
  return { total: Math.max(estimate, exactUpTo + 1), estimated: true };
}
