import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again: one sorted
 * build per index is several times faster than a million index inserts. The definitions are read
 * back from pg_indexes, so the migrations stay the one source of truth. Indexes of constraints
 * stay, unless `primaryKeys` is set (tables no foreign key refers to): even at its right edge, an
 * ordered uuid key cost about 40% of an insert on PGlite, more than one sorted build afterwards.
 */
export async function withIndexesRebuilt(
  db: Db,
  tables: readonly string[],
  log: (step: string, ms: number) => void,
  load: () => Promise<void>,
  { primaryKeys = false } = {},
) {
  const { rows: keys } = (await db.execute(
    sql`SELECT conrelid::regclass::text AS tablename, conname, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE contype = 'p' AND ${primaryKeys} AND conrelid::regclass::text IN (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  )) as unknown as { rows: { tablename: string; conname: string; def: string }[] };
  for (const k of keys) {
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(k.tablename)} DROP CONSTRAINT ${sql.identifier(k.conname)}`,
    );
  }
  const { rows: defs } = (await db.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename IN (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
          AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = indexname)`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const d of defs) await db.execute(sql`DROP INDEX ${sql.identifier(d.indexname)}`);
  await load();
  // Sorts of a few million keys spill to disk at the default 64 MB (PGlite's too); SET LOCAL
  // keeps the raise to this transaction, on whichever pooled connection runs it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const k of keys) {
      const started = performance.now();
      await tx.execute(
        sql`ALTER TABLE ${sql.identifier(k.tablename)} ADD CONSTRAINT ${sql.identifier(k.conname)} ${sql.raw(k.def)}`,
      );
      log(`primary key ${k.tablename}`, performance.now() - started);
    }
    for (const d of defs) {
      const started = performance.now();
      await tx.execute(sql.raw(d.indexdef));
      log(`index ${d.indexname}`, performance.now() - started);
    }
  });
}
