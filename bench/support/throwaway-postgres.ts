import pg from "pg";

/** The PostgreSQL server the benches use unless BENCH_DATABASE_URL names another. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Creates an empty database on that server; `drop()` removes it (and its connections). */
export async function createThrowawayDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Runs one statement on a connection of its own (create or drop a database: not in a pool). */
export async function queryOnce(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
