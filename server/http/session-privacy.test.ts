import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOnlyApp, get, ORIGIN, post } from "../../tests/support/auth-requests.ts";
import { createSignedInUser } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { signOutEverywhere } from "../auth/flows.ts";
import { createRealtimeHub, type RealtimeHub } from "../realtime.ts";
import { createApp } from "./app.ts";

/* Sessions stay private (issue 19, item 4): no tokens in bodies, no-store on private answers,
   HSTS only over https, and an open event stream ends soon after its session does. */

const testDb = useTestDatabase();
let hub: RealtimeHub;

beforeAll(async () => {
  hub = createRealtimeHub(testDb.database());
  await hub.start();
});
afterAll(async () => {
  await hub?.stop();
});

const hasToken = (text: string) => /"token"\s*:/.test(text);

describe("session privacy", () => {
  it("never hands a session token to page scripts", async () => {
    const app = apiOnlyApp();
    const { cookie } = await createSignedInUser();
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await get(app, path, { cookie });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.length).toBeGreaterThan(10);
      expect(hasToken(text)).toBe(false);
    }
    const sessions = await (await get(app, "/api/auth/list-sessions", { cookie })).json();
    // Devices and times stay.
    expect(sessions[0]).toMatchObject({ userAgent: expect.anything(), createdAt: expect.any(String) });
  });

  it("keeps the session cookie but no token in the sign-in answer", async () => {
    const app = apiOnlyApp();
    const { actor } = await createSignedInUser();
    const response = await post(app, "/api/auth/sign-in/email", {
      email: actor.email,
      password: "password123",
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/session_token=/);
    expect(hasToken(await response.text())).toBe(false);
  });

  it("marks private answers no-store and leaves public ones alone", async () => {
    const app = apiOnlyApp();
    expect((await get(app, "/api/auth/get-session")).headers.get("cache-control")).toBe("no-store");
    expect((await get(app, "/healthz")).headers.get("cache-control")).toBeNull();
    const { cookie } = await createSignedInUser();
    expect((await get(app, "/healthz", { cookie })).headers.get("cache-control")).toBe("no-store");
  });

  it("sends HSTS over https only", async () => {
    const app = apiOnlyApp();
    expect((await get(app, "/healthz")).headers.get("strict-transport-security")).toBeNull();
    const secure = await app.request("https://localhost/healthz");
    expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("closes an open event stream within seconds of signing out", async () => {
    const app = createApp({
      mode: "production",
      build: async () => {
        throw new Error("no build in this test");
      },
      realtime: () => hub,
    });
    const { cookie } = await createSignedInUser();
    const stream = await app.request(`${ORIGIN}/api/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect((await post(app, "/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    const reader = stream.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 10_000));
    expect(await Promise.race([ended, timeout])).toBe(true);
  });

  it("signs out everywhere: every session of the user ends", async () => {
    const app = apiOnlyApp();
    const { actor, cookie: first } = await createSignedInUser();
    const again = await post(app, "/api/auth/sign-in/email", { email: actor.email, password: "password123" });
    const second = again.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const other = await createSignedInUser();
    await signOutEverywhere(
      new Request(`${ORIGIN}/logout`, { method: "POST", headers: { cookie: first, origin: ORIGIN } }),
    );
    for (const cookie of [first, second]) {
      expect(await (await get(app, "/api/auth/get-session", { cookie })).json()).toBeNull();
    }
    // Someone else's session is untouched.
    expect(await (await get(app, "/api/auth/get-session", { cookie: other.cookie })).json()).not.toBeNull();
  });
});
