import { sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { rateLimits } from "./db/schema.ts";

export type RateLimit = { max: number; windowMs: number };

/**
 * Counts one request against `key` in a fixed window and says whether it is within the limit.
 * Kept in the database (the table Better Auth also uses, under its own keys) so every app
 * instance shares the count; one upsert, so concurrent requests cannot both slip through.
 */
export async function consumeRateLimit(db: Db, key: string, limit: RateLimit): Promise<boolean> {
  const now = Date.now();
  const windowStart = now - limit.windowMs;
  const expired = sql`${rateLimits.lastRequest} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Here last_request holds the start of the current window.
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count <= limit.max;
}
