import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import { copyPgliteTemplate } from "./pglite-template.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Notification = { channel: string; payload: string };

/** One open database: Drizzle on top, plus what the process needs around it. */
export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Calls back for every NOTIFY on the channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: waits for the session-level advisory lock of `name`, held by a connection of
   * its own until the returned function is called (several instances starting at once).
   */
  lock?: (name: string) => Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball (test snapshots, backups). */
  dumpDataDir?: () => Promise<Blob>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type OpenOptions = {
  /** A postgres:// URL; PGlite in `dataDir` when absent. */
  url?: string;
  /** Where PGlite keeps its files; in memory when absent (tests). */
  dataDir?: string;
  /** Load a PGlite data directory dump (a migrated snapshot) instead of starting empty. */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** PGlite's shared_buffers (a Postgres size such as "32MB"); see pgliteStartParams. */
  sharedBuffers?: string;
  /** A migrated, empty PGlite directory (server/db/pglite-template.ts) that a new `dataDir`
      starts as a copy of instead of running initdb; ignored when absent. */
  pgliteTemplate?: string;
};

/* PostgreSQL's default shared_buffers (128MB) is allocated and touched inside PGlite's WASM memory
   at every start, and WASM memory never shrinks: it was a third of the server's RSS. 32MB holds
   the hot pages of an agency's data; the rest comes from the operating system's file cache
   (docs/decisions/010-bundled-server.md). PGLITE_SHARED_BUFFERS raises it for big data sets. */
export const defaultPgliteSharedBuffers = "32MB";

function pgliteStartParams(sharedBuffers = defaultPgliteSharedBuffers) {
  return [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`];
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

export async function migrateDatabase(database: Database) {
  if (database.kind === "pglite") {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    // Instances started together migrate one after the other: the first applies the migrations,
    // the others then find nothing left to do (issue 33 item 5).
    const unlock = await database.lock?.("agency.migrations");
    try {
      await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder });
    } finally {
      await unlock?.();
    }
  }
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const pgDir = options.dataDir ? path.join(options.dataDir, "pglite") : undefined;
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    if (pgDir && !options.loadDataDir) copyPgliteTemplate(options.pgliteTemplate, pgDir);
    client = await PGlite.create({
      dataDir: pgDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      startParams: pgliteStartParams(options.sharedBuffers),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    async ping() {
      await client.query("select 1");
    },
    dumpDataDir: () => client.dumpDataDir("gzip"),
    async close() {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", (error) => console.warn("[db] idle client error:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own that stays open.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on("notification", (n) => {
        if (n.channel === channel) onPayload(n.payload ?? "");
      });
      client.on("error", (error) => console.warn("[db] listener error:", error.message));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    async ping() {
      await pool.query("select 1");
    },
    async lock(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      // The lock is the session's: ending the connection releases it even if the unlock fails.
      return async () => {
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
        await client.end().catch(() => {});
      };
    },
    async close() {
      await pool.end();
    },
  };
}

/* The process-wide database. Route modules, domain modules and the process entry all reach the one
   instance through here; the SSR bundle loads this file from source (vite.config.ts), and the
   global slot keeps a single instance even if a second copy of this module is ever evaluated. */
const slot = Symbol.for("agency.database");
type Slot = { [slot]?: Database };

export function setDatabase(database: Database | undefined) {
  (globalThis as Slot)[slot] = database;
}

export function getDatabase(): Database {
  const database = (globalThis as Slot)[slot];
  if (!database) throw new Error("The database is not open yet");
  return database;
}

/** The Drizzle instance of the process-wide database. */
export function getDb(): Db {
  return getDatabase().db;
}
