import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/** The rows of a raw query; PGlite and node-postgres both answer with `rows`. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
