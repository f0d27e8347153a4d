import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInFailures } from "../db/schema.ts";

/**
 * Per-account sign-in lock (docs/decisions/004-account-lock.md). Failures are counted per account
 * *and* client address: a stranger guessing from elsewhere locks the account for their own address
 * only, so the owner is never kept out. From the MAX_FAILURES-th wrong password on, each one locks
 * that pair for a growing delay (1, 2, 4 ... up to 15 minutes). A successful sign-in clears the
 * pair; a password reset (proof of the mailbox) clears every address of the account.
 */
export const accountLimit = {
  maxFailures: 5,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  windowMs: 60 * 60_000,
} as const;

const normalise = (email: string) => email.trim().toLowerCase();

/** How long the n-th failure locks the pair: 0 below the threshold, then doubling, capped. */
export function lockDelayMs(failures: number): number {
  if (failures < accountLimit.maxFailures) return 0;
  const steps = Math.min(failures - accountLimit.maxFailures, 10);
  return Math.min(accountLimit.baseLockMs * 2 ** steps, accountLimit.maxLockMs);
}

/** Milliseconds until this account may try again from this address, or 0 when it may now. */
export async function accountLockedFor(db: Db, email: string, address: string, now = new Date()) {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, normalise(email)), eq(signInFailures.address, address)));
  return row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
}

/** Counts one wrong password for the pair; an hour without failures starts over at 1. */
export async function recordSignInFailure(db: Db, email: string, address: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - accountLimit.windowMs);
  const stale = sql`${signInFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const nowIso = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ email: normalise(email), address, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.email, signInFailures.address],
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${nowIso} else ${signInFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const delay = lockDelayMs(row.failures);
  if (delay > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(now.getTime() + delay) })
      .where(and(eq(signInFailures.email, normalise(email)), eq(signInFailures.address, address)));
  }
  // Ended windows are worthless; dropping them here keeps the table as small as the attack.
  await db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, windowStart));
}

/** After a successful sign-in: this address starts over. */
export async function clearSignInFailuresFrom(db: Db, email: string, address: string) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, normalise(email)), eq(signInFailures.address, address)));
}

/** After a password reset: every address starts over. */
export async function clearSignInFailures(db: Db, email: string) {
  await db.delete(signInFailures).where(eq(signInFailures.email, normalise(email)));
}
