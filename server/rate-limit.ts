import { sql } from "drizzle-orm";
import type { Db } from "./db/client.ts";
import { appRateLimits } from "./db/schema.ts";

export type RateLimit = { max: number; windowMs: number };

/**
 * Counts one request against `key` in a fixed window and says whether it is within the limit.
 * Kept in the database so every app instance shares the count, in our own table (Better Auth
 * prunes its `rate_limits` rows after its 60 s window, which used to lift our limits early); one
 * upsert, so concurrent requests cannot both slip through.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<boolean> {
  return (await rateLimitWait(db, key, limit, now)) === 0;
}

/**
 * The same count, answering how long the caller must wait: 0 within the limit, else the
 * milliseconds until the window ends (for `Retry-After`, issue 35 item 4).
 */
export async function rateLimitWait(
  db: Db,
  key: string,
  limit: RateLimit,
  now = new Date(),
): Promise<number> {
  const nowIso = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${appRateLimits.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(appRateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: appRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${appRateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowIso} else ${appRateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: appRateLimits.count, windowStartedAt: appRateLimits.windowStartedAt });
  if (row.count <= limit.max) return 0;
  return Math.max(1, row.windowStartedAt.getTime() + limit.windowMs - now.getTime());
}
