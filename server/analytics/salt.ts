import { createHash, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { utcDay } from "../../core/analytics/range.ts";
import { type Db, getDb } from "../db/client.ts";
import { analyticsSalts } from "../db/schema.ts";

const cache = new Map<string, string>();

/**
 * Today's secret salt, shared by every instance through the database: the first instance to ask
 * creates it, the others read the same row. Older salts are deleted at once, so yesterday's
 * visitor ids can never be recomputed and a visitor cannot be followed across days.
 */
export async function dailySalt(now = new Date(), db: Db = getDb()): Promise<string> {
  const day = utcDay(now);
  const cached = cache.get(day);
  if (cached) return cached;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  cache.clear();
  cache.set(day, row.salt);
  return row.salt;
}

/** Forgets the cached salt (tests, and an instance that must re-read after a day change). */
export function resetSaltCache() {
  cache.clear();
}

/** The visitor id: a hash of the day's salt, the address, the browser and the site; no IP stored. */
export function visitorHash(salt: string, ip: string, userAgent: string, site: string): string {
  return createHash("sha256")
    .update(`${salt}\n${ip}\n${userAgent}\n${site}`)
    .digest("base64url")
    .slice(0, 22);
}
