import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

/*
 * One backup format for PGlite and PostgreSQL (issue 17): a zip holding manifest.json, one JSON
 * file per table (rows as to_jsonb, so every type round-trips through Postgres' own casts) and
 * the uploaded files under uploads/. Tables are read in one REPEATABLE READ, read-only
 * transaction, so the archive is one consistent snapshot; no pg_dump binary is needed.
 */

export const BACKUP_FORMAT = "agency-backup";
export const BACKUP_VERSION = 1;

/** Tables whose rows triggers rebuild from other tables: archived, but not loaded back. */
const DERIVED_TABLES = new Set([
  "subscriber_daily_counts",
  "transaction_monthly_sums",
  "transaction_client_sums",
]);

type Manifest = {
  format: string;
  version: number;
  createdAt: string;
  tables: Record<string, number>;
  files: number;
};

async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** Every table and file as one zip. `uploadsDir` may be missing (no upload yet). */
export async function createBackup(db: Db, uploadsDir: string, now = new Date()): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    tables: {},
    files: 0,
  };
  await db.transaction(
    async (tx) => {
      for (const name of await tableNames(tx as unknown as Db)) {
        const result = await tx.execute<{ rows: unknown[] | null }>(
          sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${sql.identifier(name)} t`,
        );
        const rows = parseJson(rowsOf<{ rows: unknown }>(result)[0]?.rows) as unknown[];
        entries[`tables/${name}.json`] = strToU8(JSON.stringify(rows));
        manifest.tables[name] = rows.length;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  for (const file of await listFiles(uploadsDir)) {
    entries[`uploads/${file}`] = new Uint8Array(await readFile(path.join(uploadsDir, file)));
    manifest.files++;
  }
  entries["manifest.json"] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(entries, { level: 6 });
}

/**
 * Loads an archive into an empty, migrated database and an uploads directory: tables in
 * foreign-key order, in one transaction, so a failure leaves the database empty.
 */
export async function restoreBackup(db: Db, uploadsDir: string, archive: Uint8Array) {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive);
  } catch {
    throw new Error("This file is not a backup archive (it is not a zip file).");
  }
  const manifest = files["manifest.json"]
    ? (JSON.parse(strFromU8(files["manifest.json"])) as Manifest)
    : null;
  if (manifest?.format !== BACKUP_FORMAT) throw new Error("This file is not a backup archive (no manifest).");
  if (manifest.version > BACKUP_VERSION)
    throw new Error(
      `This backup has format ${manifest.version}; this version reads up to ${BACKUP_VERSION}.`,
    );
  const present = new Set(await tableNames(db));
  const order = await loadOrder(
    db,
    Object.keys(manifest.tables).filter((t) => present.has(t)),
  );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const name of order) {
      const count = rowsOf<{ n: number }>(
        await t.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
      )[0].n;
      if (count > 0 && !DERIVED_TABLES.has(name))
        throw new Error(
          `The target database is not empty (table ${name} has rows). Restore into an empty database.`,
        );
    }
    for (const name of order) {
      if (DERIVED_TABLES.has(name)) continue;
      const body = files[`tables/${name}.json`];
      if (!body || manifest.tables[name] === 0) continue;
      const columns = await writableColumns(t, name);
      const list = sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      );
      await t.execute(sql`insert into ${sql.identifier(name)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(name)}, ${strFromU8(body)}::jsonb)`);
    }
  });
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith("uploads/") || name.endsWith("/")) continue;
    const target = path.resolve(uploadsDir, name.slice("uploads/".length));
    if (!target.startsWith(path.resolve(uploadsDir) + path.sep)) continue; // never outside the uploads folder
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  return manifest;
}

async function writableColumns(db: Db, table: string) {
  const result = await db.execute<{ name: string }>(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** Parents before children, from the foreign keys between the tables. */
async function loadOrder(db: Db, tables: string[]) {
  const result = await db.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of rowsOf<{ child: string; parent: string }>(result))
    if (child !== parent) parents.get(child)?.add(parent);
  const order: string[] = [];
  const visit = (t: string, seen = new Set<string>()) => {
    if (order.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const p of parents.get(t) ?? []) visit(p, seen);
    order.push(t);
  };
  for (const t of tables) visit(t);
  return order;
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

function parseJson(value: unknown) {
  return typeof value === "string" ? JSON.parse(value) : value;
}
