import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";
import { uniqueDatabaseName, withDatabaseName } from "./test-database-names.ts";

/**
 * Migrates once before the run: a PGlite snapshot that each test file loads (cheap), and, when
 * TEST_DATABASE_URL is set, a template database on PostgreSQL that each test file copies.
 */
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({});
  const dump = await pglite.dumpDataDir!();
  await pglite.close();
  const snapshot = path.resolve(".tmp", `pglite-snapshot-${process.pid}.tar.gz`);
  mkdirSync(path.dirname(snapshot), { recursive: true });
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = uniqueDatabaseName("agency_tpl");
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: withDatabaseName(url, template) });
    await database.close();
  }
  project.provide("postgresTemplateUrl", url && template ? withDatabaseName(url, template) : null);

  return async () => {
    rmSync(snapshot, { force: true });
    if (url && template) await adminQuery(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
