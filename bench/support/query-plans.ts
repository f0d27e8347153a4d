import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { type Database, type Db, setDatabase } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";

/**
 * The SQL that some work sends, caught through a second Drizzle over the same connection with a
 * logger (set as the process's database while `work` runs), then EXPLAINed on that database: each statement's scans, one line each (which table, by
 * which index, or a sequential scan). For the benchmarks' "uses its indexes" check on both engines.
 */
export async function capturedPlans(database: Database, work: () => Promise<unknown>) {
  const captured: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const logging = (database.kind === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
  setDatabase({ ...database, db: logging });
  try {
    await work();
  } finally {
    setDatabase(database);
  }
  const plans: { query: string; scans: string[] }[] = [];
  for (const { query, params } of captured) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const rows = (await database.db.execute(sql.raw(`explain ${inline(query, params)}`))) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    const lines = (rows.rows ?? (rows as unknown as { "QUERY PLAN": string }[])).map((r) => r["QUERY PLAN"]);
    const scans = lines
      .filter((line) => /Scan/.test(line))
      .map((line) =>
        line
          .trim()
          .replace(/^->\s*/, "")
          .replace(/\s+\(cost=.*$/, ""),
      );
    plans.push({ query: query.replace(/\s+/g, " ").slice(0, 110), scans });
  }
  return plans;
}

/** The parameters written into the statement (EXPLAIN of a statement with $1... needs a PREPARE). */
function inline(query: string, params: unknown[]) {
  return query.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
