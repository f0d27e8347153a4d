import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiOnlyApp, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { signInFailures } from "../db/schema.ts";
import { createVerifiedUser } from "../users.ts";
import { accountLimit, clearSignInFailures, lockDelayMs } from "./account-limit.ts";

const testDb = useTestDatabase({ env: { SIGN_IN_RATE_LIMIT: "100" } });
const app = apiOnlyApp();

// The per-address limit is set high here so that only the per-account lock answers 429.
const attempt = (email: string, password: string, ip: string) =>
  post(app, "/api/auth/sign-in/email", { email, password }, { ip });

describe("sign-in attempts per account (docs/decisions/004-account-lock.md)", () => {
  const email = "target@example.test";
  const attacker = "192.0.2.66";

  it(`lock the account for the guessing address after ${accountLimit.maxFailures} wrong passwords, even for the right one`, async () => {
    await createVerifiedUser({ email, password: "right-password" });
    for (let i = 0; i < accountLimit.maxFailures; i++) {
      expect((await attempt(email, `wrong-${i}`, attacker)).status).toBe(401);
    }
    const locked = await attempt(email, "right-password", attacker);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    // The first lock is baseLockMs (a minute): the answer says so, in seconds.
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(accountLimit.baseLockMs / 1000);
  });

  it("never keep the owner out: another address signs in with the right password", async () => {
    expect((await attempt(email, "right-password", "192.0.2.100")).status).toBe(200);
    // The owner's success clears only the owner's address; the guesser stays locked.
    expect((await attempt(email, "right-password", attacker)).status).toBe(429);
  });

  it("lock for growing delays, capped at the maximum", () => {
    const delays = [4, 5, 6, 7, 20].map(lockDelayMs);
    expect(delays[0]).toBe(0);
    expect(delays[1]).toBe(accountLimit.baseLockMs);
    expect(delays[2]).toBe(accountLimit.baseLockMs * 2);
    expect(delays[3]).toBe(accountLimit.baseLockMs * 4);
    expect(delays[4]).toBe(accountLimit.maxLockMs);
  });

  it("unlock when the delay has passed", async () => {
    await testDb
      .db()
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.email, email));
    expect((await attempt(email, "right-password", attacker)).status).toBe(200);
    expect(await testDb.db().select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual(
      [],
    );
  });

  it("are all lifted by a password reset", async () => {
    for (let i = 0; i < accountLimit.maxFailures; i++) await attempt(email, `wrong-${i}`, "192.0.2.77");
    expect((await attempt(email, "right-password", "192.0.2.77")).status).toBe(429);
    await clearSignInFailures(testDb.db(), email);
    expect((await attempt(email, "right-password", "192.0.2.77")).status).toBe(200);
  });

  it("count a new window from 1 after an old one ended", async () => {
    await attempt(email, "wrong-a", "192.0.2.103");
    await testDb
      .db()
      .update(signInFailures)
      .set({ failures: 4, windowStartedAt: sql`now() - interval '2 hours'` })
      .where(eq(signInFailures.email, email));
    await attempt(email, "wrong-b", "192.0.2.103");
    const [row] = await testDb.db().select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(row.failures).toBe(1);
  });
});
