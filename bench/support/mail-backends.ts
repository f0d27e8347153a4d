import { type Database, openDatabase, setDatabase } from "../../server/db/client.ts";
import { parseEnv, setEnv } from "../../server/env.ts";
import { createThrowawayDatabase } from "./throwaway-postgres.ts";

/** Sets this process up as the app would be, with SMTP_URL pointing at the bench's sink. */
export function configureMailEnv(smtpUrl: string) {
  const env = parseEnv({
    NODE_ENV: "production",
    DATA_DIR: ".tmp/bench-mail",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    BASE_URL: "http://localhost:3000",
    SMTP_URL: smtpUrl,
  });
  setEnv(env);
  return env;
}

/**
 * Runs `body` on a fresh in-memory PGlite database and then on a throw-away PostgreSQL database
 * (BENCH_DATABASE_URL's server; skipped with a line when it cannot be reached). BENCH_BACKEND=pglite
 * or BENCH_BACKEND=postgres runs one of them only (a 10-minute outage twice is a long wait).
 */
export async function onEachBackend(body: (database: Database, label: string) => Promise<void>) {
  const only = process.env.BENCH_BACKEND;
  if (only !== undefined && only !== "pglite" && only !== "postgres")
    throw new Error("BENCH_BACKEND must be pglite or postgres");
  if (only !== "postgres") {
    const lite = await openDatabase({});
    setDatabase(lite);
    try {
      await body(lite, "PGlite");
    } finally {
      await lite.close();
    }
  }
  if (only === "pglite") return;
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  try {
    throwaway = await createThrowawayDatabase("bench_reliab_mail");
  } catch (error) {
    console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  const postgres = await openDatabase({ url: throwaway.url });
  setDatabase(postgres);
  try {
    await body(postgres, "PostgreSQL");
  } finally {
    await postgres.close();
    await throwaway.drop();
  }
}
