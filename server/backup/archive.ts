import { sql } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import type { FileStorage } from "../storage/index.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";
import { LEFT_OUT_TABLES, tableRowsQuery } from "./left-out.ts";
import type { Progress } from "./progress.ts";

/** The stored files a backup holds: a storage (the bucket with S3_BUCKET), or an uploads folder. */
export type BackupFiles = FileStorage | string;
const storageOf = (files: BackupFiles) => (typeof files === "string" ? createLocalDiskStorage(files) : files);
/** Backups kept in the storage itself (the daily backup with S3) are never archived in a backup. */
const BACKUPS_PREFIX = "backups/";

/*
 * One backup format for PGlite and PostgreSQL (issue 17): a zip holding manifest.json, one JSON
 * file per table (rows as to_jsonb, so every type round-trips through Postgres' own casts) and
 * the uploaded files under uploads/. Tables are read in one REPEATABLE READ, read-only
 * transaction, so the archive is one consistent snapshot; no pg_dump binary is needed.
 * Version 2 leaves out sessions, tokens and counters (left-out.ts); the file a user gets is this
 * zip encrypted (encryption.ts), a layer around the archive rather than inside it.
 */

export const BACKUP_FORMAT = "agency-backup";
export const BACKUP_VERSION = 2;

/** Tables whose rows triggers rebuild from other tables: archived, but not loaded back. */
const DERIVED_TABLES = new Set([
  "subscriber_daily_counts",
  "transaction_monthly_sums",
  "transaction_client_sums",
  "project_work_counts",
]);

type Manifest = {
  format: string;
  version: number;
  createdAt: string;
  tables: Record<string, number>;
  /** Tables not in the archive at all (version 2 on): a restore leaves them empty. */
  leftOut?: string[];
  files: number;
};

async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** Every table and file as one zip. An uploads folder may be missing (no upload yet). */
export async function createBackup(
  db: Db,
  files: BackupFiles,
  now = new Date(),
  onProgress?: Progress,
): Promise<Uint8Array> {
  const entries: Record<string, Uint8Array> = {};
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: now.toISOString(),
    tables: {},
    leftOut: [],
    files: 0,
  };
  await db.transaction(
    async (tx) => {
      const names = await tableNames(tx as unknown as Db);
      for (const [index, name] of names.entries()) {
        onProgress?.(index + 1, names.length, name);
        if (LEFT_OUT_TABLES.has(name)) {
          manifest.leftOut!.push(name);
          continue;
        }
        const result = await tx.execute<{ rows: unknown[] | null }>(tableRowsQuery(name));
        const rows = parseJson(rowsOf<{ rows: unknown }>(result)[0]?.rows) as unknown[];
        entries[`tables/${name}.json`] = strToU8(JSON.stringify(rows));
        manifest.tables[name] = rows.length;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const storage = storageOf(files);
  for await (const { key } of storage.list()) {
    if (key.startsWith(BACKUPS_PREFIX)) continue;
    const stored = await storage.get(key);
    if (!stored) continue; // deleted meanwhile
    entries[`uploads/${key}`] = new Uint8Array(await new Response(stored.body).arrayBuffer());
    manifest.files++;
  }
  entries["manifest.json"] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(entries, { level: 6 });
}

/**
 * Loads an archive into an empty, migrated database and an uploads directory: tables in
 * foreign-key order, in one transaction, so a failure leaves the database empty.
 */
export async function restoreBackup(db: Db, target: BackupFiles, archive: Uint8Array, onProgress?: Progress) {
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
    for (const [index, name] of order.entries()) {
      onProgress?.(index + 1, order.length, name);
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
  const storage = storageOf(target);
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith("uploads/") || name.endsWith("/")) continue;
    // The storage refuses a key that would climb out of it ('..'): such an entry is skipped.
    await storage
      .put(name.slice("uploads/".length), new Blob([bytes as BlobPart]).stream())
      .catch((error: Error) => {
        if (!error.message.startsWith("Invalid storage key")) throw error;
      });
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

function parseJson(value: unknown) {
  return typeof value === "string" ? JSON.parse(value) : value;
}
