import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiOnlyApp, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { signInFailures } from "../db/schema.ts";
import { createVerifiedUser } from "../users.ts";
import { accountLimit } from "./account-limit.ts";

const testDb = useTestDatabase({ env: { SIGN_IN_RATE_LIMIT: "3" } });
const app = apiOnlyApp();

/** Each per-address case uses addresses of its own, so the per-account limit stays out of the way. */
const attempt = (email: string, password: string, ip: string) =>
  post(app, "/api/auth/sign-in/email", { email, password }, { ip });

describe("sign-in attempts per client address", () => {
  it("are limited to SIGN_IN_RATE_LIMIT a minute, and other addresses are not affected", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`a${i}@example.test`, "wrong-password", "203.0.113.7")).status).toBe(401);
    }
    const limited = await attempt("a3@example.test", "wrong-password", "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ message: expect.stringMatching(/too many requests/i) });

    expect((await attempt("a4@example.test", "wrong-password", "203.0.113.8")).status).toBe(401);
  });

  it("cannot be dodged by sending a made-up forwarding header", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await app.request(
        "http://localhost:3000/api/auth/sign-in/email",
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: "http://localhost:3000",
            "x-forwarded-for": `198.51.100.${i}`,
            "x-agency-client-ip": `198.51.100.${i}`,
          },
          body: JSON.stringify({ email: `b${i}@example.test`, password: "wrong-password" }),
        },
        { incoming: { socket: { remoteAddress: "203.0.113.9" } } },
      );
      expect(response.status).toBe(401);
    }
    expect((await attempt("b3@example.test", "wrong-password", "203.0.113.9")).status).toBe(429);
  });
});

describe("sign-in attempts per account", () => {
  const email = "target@example.test";

  it(`lock the account after ${accountLimit.maxFailures} wrong passwords from anywhere, even for the right one`, async () => {
    await createVerifiedUser({ email, password: "right-password" });
    for (let i = 0; i < accountLimit.maxFailures; i++) {
      const response = await attempt(email, `wrong-${i}`, `192.0.2.${i + 1}`);
      expect(response.status).toBe(401);
    }
    const locked = await attempt(email, "right-password", "192.0.2.100");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
    // Other accounts are not affected.
    expect((await attempt("someone-else@example.test", "whatever1", "192.0.2.101")).status).toBe(401);
  });

  it("unlock when the window has passed, and a success clears the count", async () => {
    await testDb
      .db()
      .update(signInFailures)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInFailures.email, email));
    expect((await attempt(email, "right-password", "192.0.2.102")).status).toBe(200);
    expect(await testDb.db().select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual(
      [],
    );
  });

  it("count a new window from 1 after an old one ended", async () => {
    await attempt(email, "wrong-a", "192.0.2.103");
    await testDb
      .db()
      .update(signInFailures)
      .set({ failures: 4, windowStartedAt: sql`now() - interval '20 minutes'` })
      .where(eq(signInFailures.email, email));
    await attempt(email, "wrong-b", "192.0.2.104");
    const [row] = await testDb.db().select().from(signInFailures).where(eq(signInFailures.email, email));
    expect(row.failures).toBe(1);
  });
});
