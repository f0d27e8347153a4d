import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { parseEnv, setEnv } from "../../server/env.ts";
import { queryOnce } from "./throwaway-postgres.ts";

/**
 * Runs a bench on a fresh PGlite data directory, then, when `postgresUrl` is given, on a database
 * of its own created on that server and dropped afterwards (with its connections). The process's
 * settings are a production server's on that data directory, plus `env`.
 */
export async function onEachEngine(
  name: string,
  run: (database: Database, label: "PGlite" | "PostgreSQL") => Promise<void>,
  options: { postgresUrl?: string; env?: Record<string, string> } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  setEnv(
    parseEnv({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-".padEnd(40, "x"),
      ...options.env,
    }),
  );
  try {
    const pglite = await openDatabase({ dataDir });
    try {
      await run(pglite, "PGlite");
    } finally {
      await pglite.close();
    }
    const url = options.postgresUrl;
    if (!url) return;
    const database = `bench_${name}_${process.pid}`;
    await queryOnce(url, `create database ${database}`);
    const target = new URL(url);
    target.pathname = `/${database}`;
    const postgres = await openDatabase({ url: target.toString() });
    try {
      await run(postgres, "PostgreSQL");
    } finally {
      await postgres.close();
      await queryOnce(url, `drop database if exists ${database} with (force)`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
