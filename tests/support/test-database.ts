import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { resetAuth } from "../../server/auth.ts";
import { type Database, getDb, openDatabase, setDatabase } from "../../server/db/client.ts";
import { parseEnv, setEnv } from "../../server/env.ts";
import { uniqueDatabaseName, withDatabaseName } from "./test-database-names.ts";

export type TestDatabaseOptions = {
  /** Extra environment for this file (ADMIN_EMAILS, GOOGLE_*, SMTP_URL...). */
  env?: Record<string, string>;
};

/**
 * Gives this test file a fresh, migrated database of its own: a copy of the PGlite snapshot, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL database cloned from the migrated template.
 * Sets it as the process-wide database, with a test environment.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}) {
  let database: Database;
  let url: string | undefined;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    setEnv(
      parseEnv({
        NODE_ENV: "test",
        DATA_DIR: ".tmp/test-data",
        AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
        BASE_URL: "http://localhost:3000",
        ...options.env,
      }),
    );
    const template = inject("postgresTemplateUrl");
    if (template) {
      const name = uniqueDatabaseName("agency_test");
      const templateName = new URL(template).pathname.slice(1);
      await adminQuery(template, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
      url = withDatabaseName(template, name);
      database = await openDatabase({ url, migrate: false });
      dropDatabase = () => adminQuery(template, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } else {
      const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
      database = await openDatabase({ loadDataDir: snapshot, migrate: false });
    }
    setDatabase(database);
    resetAuth();
  });

  afterAll(async () => {
    resetAuth();
    setDatabase(undefined);
    await database?.close();
    await dropDatabase();
  });

  /**
   * Runs `run` with `table` renamed away, so that every query of it fails as on a failing
   * database, and puts it back whatever happens.
   */
  async function withoutTable<T>(table: string, run: () => Promise<T>): Promise<T> {
    await getDb().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      return await run();
    } finally {
      await getDb().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  /** url(): this file's PostgreSQL database, for a second connection (undefined on PGlite). */
  return { db: () => getDb(), database: () => database, url: () => url, withoutTable };
}

async function adminQuery(url: string, sql: string) {
  // CREATE/DROP DATABASE cannot run inside the database being copied; use the maintenance one.
  const client = new pg.Client({ connectionString: withDatabaseName(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
