import { describe, expect, it } from "vitest";
import { apiOnlyApp, cookieHeader, get, post } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { createAuth, resetAuth } from "../auth.ts";
import { getEnv, setEnv } from "../env.ts";
import { getUser } from "../session.ts";
import { createVerifiedUser } from "../users.ts";

useTestDatabase({ env: { ADMIN_EMAILS: "owner@example.test" } });
const app = apiOnlyApp();

async function signIn(email: string, password = "password123") {
  const response = await post(app, "/api/auth/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return response;
}

describe("session cookies", () => {
  it("are HttpOnly, SameSite=Lax, for the whole site, and not Secure on plain http", async () => {
    await createVerifiedUser({ email: "client@example.test", password: "password123" });
    const response = await signIn("client@example.test");
    const session = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(session).toBeDefined();
    const attributes = session!.split(";").map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure");
  });

  it("are Secure, with the __Secure- prefix, when the site is served over https", async () => {
    const plain = getEnv();
    setEnv({ ...plain, BASE_URL: "https://agency.example" });
    try {
      const auth = createAuth(getEnv());
      const response = await auth.handler(
        new Request("https://agency.example/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://agency.example" },
          body: JSON.stringify({ email: "client@example.test", password: "password123" }),
        }),
      );
      expect(response.status).toBe(200);
      const session = response.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
      const attributes = session!.split(";").map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));
    } finally {
      setEnv(plain);
      resetAuth();
    }
  });
});

describe("roles", () => {
  it("makes admins by role or by ADMIN_EMAILS, and everyone else a client", async () => {
    await createVerifiedUser({ email: "staff@example.test", password: "password123", admin: true });
    await createVerifiedUser({ email: "owner@example.test", password: "password123" });
    const userOf = async (email: string) =>
      getUser(
        new Request("http://localhost:3000/", { headers: { cookie: cookieHeader(await signIn(email)) } }),
      );
    expect(await userOf("staff@example.test")).toMatchObject({ isAdmin: true });
    expect(await userOf("owner@example.test")).toMatchObject({ isAdmin: true });
    expect(await userOf("client@example.test")).toMatchObject({
      isAdmin: false,
      email: "client@example.test",
    });
  });
});

describe("sign-out", () => {
  it("ends the session on the server: the old cookie no longer signs anyone in", async () => {
    const cookie = cookieHeader(await signIn("client@example.test"));
    const before = await get(app, "/api/auth/get-session", { cookie });
    expect((await before.json())?.user?.email).toBe("client@example.test");

    const out = await post(app, "/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/better-auth\.session_token=;.*Max-Age=0/i);

    // The browser would drop the cookie; an attacker who copied it keeps sending it.
    const after = await get(app, "/api/auth/get-session", { cookie });
    expect(await after.json()).toBeNull();
    expect(await getUser(new Request("http://localhost:3000/", { headers: { cookie } }))).toBeNull();
  });
});

describe("requests from another site", () => {
  it("are refused for every state-changing auth endpoint", async () => {
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/sign-out"]) {
      const response = await app.request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        body: JSON.stringify({ email: "client@example.test", password: "password123" }),
      });
      expect(response.status, path).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("are refused when the browser marks them cross-site even without an Origin", async () => {
    const response = await app.request("http://localhost:3000/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ email: "client@example.test", password: "password123" }),
    });
    expect(response.status).toBe(403);
  });
});
