import { describe, expect, it } from "vitest";
import { apiOnlyApp, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";

useTestDatabase({ env: { SIGN_IN_RATE_LIMIT: "3" } });
const app = apiOnlyApp();

/** Each case uses addresses of its own; the per-account lock is tested in account-lock.test.ts. */
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
    // The standard header, not only Better Auth's X-Retry-After: the rest of the 60 s window.
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(60);

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
