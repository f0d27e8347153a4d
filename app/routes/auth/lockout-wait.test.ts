import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "#server/http/client-ip.ts";
import { createVerifiedUser } from "#server/users.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import { signInAction } from "./sign-in-action.server.ts";

/* Issue 35 item 4: the sign-in page says how long a lock or a limit lasts, and its answer carries
   Retry-After, through the real Better Auth endpoints. */

useTestDatabase({ env: { SIGN_IN_RATE_LIMIT: "7" } });

/** The /login form as the HTTP shell hands it to the action (the client address already set). */
const submit = (ip: string, email: string, password: string) =>
  signInAction(
    new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip },
      body: new URLSearchParams({ intent: "sign-in", email, password }),
    }),
  ) as unknown as Promise<{
    data: { error?: string };
    init: { status?: number; headers?: HeadersInit } | null;
  }>;

const retryAfterOf = (result: Awaited<ReturnType<typeof submit>>) =>
  Number(new Headers(result.init?.headers).get("Retry-After"));

describe("a refused sign-in on the page", () => {
  it("a locked account: 429, Retry-After, and the wait in words", async () => {
    await createVerifiedUser({ email: "waits@example.test", password: "right-password" });
    for (let i = 0; i < 5; i++) {
      expect((await submit("192.0.2.31", "waits@example.test", `wrong-${i}`)).init?.status).toBe(401);
    }
    const locked = await submit("192.0.2.31", "waits@example.test", "right-password");
    expect(locked.init?.status).toBe(429);
    const seconds = retryAfterOf(locked);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.data.error).toBe(
      "Too many failed sign-in attempts for this account. Try again in 1 minute.",
    );
  });

  it("the per-address limit: 429, Retry-After, and the wait in words", async () => {
    for (let i = 0; i < 7; i++) await submit("192.0.2.32", `nobody${i}@example.test`, "wrong-password");
    const limited = await submit("192.0.2.32", "nobody@example.test", "wrong-password");
    expect(limited.init?.status).toBe(429);
    const seconds = retryAfterOf(limited);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(limited.data.error).toMatch(
      /^Too many attempts from your network\. Try again in (\d{1,2} seconds|1 minute|1 second)\.$/,
    );
  });
});
