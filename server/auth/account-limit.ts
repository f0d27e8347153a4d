import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInFailures } from "../db/schema.ts";

/**
 * Per-account sign-in limit: after MAX_FAILURES wrong passwords for one e-mail within WINDOW_MS,
 * that account refuses password sign-ins until the window ends, whatever address the attempts come
 * from (Better Auth's limiter only counts per address). A successful sign-in clears the count, so
 * people who mistype once or twice are never slowed down.
 */
export const accountLimit = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

const normalise = (email: string) => email.trim().toLowerCase();

/** Milliseconds until the account may try again, or 0 when it is not locked. */
export async function accountLockedFor(db: Db, email: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, normalise(email)));
  if (!row || row.failures < accountLimit.maxFailures) return 0;
  const endsAt = row.windowStartedAt.getTime() + accountLimit.windowMs;
  return Math.max(0, endsAt - now.getTime());
}

/** Counts one wrong password; a window that has ended starts over at 1. */
export async function recordSignInFailure(db: Db, email: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - accountLimit.windowMs);
  const startIso = sql`${windowStart.toISOString()}::timestamptz`;
  const nowIso = sql`${now.toISOString()}::timestamptz`;
  await db
    .insert(signInFailures)
    .values({ email: normalise(email), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.windowStartedAt} <= ${startIso} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInFailures.windowStartedAt} <= ${startIso} then ${nowIso} else ${signInFailures.windowStartedAt} end`,
      },
    });
  // Ended windows are worthless; dropping them here keeps the table as small as the attack.
  await db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, windowStart));
}

export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, normalise(email)));
}
