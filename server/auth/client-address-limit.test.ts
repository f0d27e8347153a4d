import { request as httpRequest } from "node:http";
import { type ServerType, serve } from "@hono/node-server";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiOnlyApp, ORIGIN } from "../../tests/support/auth-requests.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDb } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { getEnv, setEnv } from "../env.ts";
import { trustedProxyEntries } from "../http/trusted-proxies.ts";

/* Issue 35 item 3: the sign-in limiter keys on the client's address as TRUSTED_PROXIES decides it,
   for requests sent over a real socket the way a browser or a reverse proxy sends them. The
   sockets come from other loopback addresses than 127.0.0.1 (127.0.0.7...), so that Better Auth's
   own fallback outside production (it counts an address it cannot read as 127.0.0.1) would show. */

useTestDatabase({ env: { SIGN_IN_RATE_LIMIT: "2" } });
const app = apiOnlyApp();
let server: ServerType;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const useTrustedProxies = (value: string) =>
  setEnv({ ...getEnv(), TRUSTED_PROXIES: trustedProxyEntries(value) });
beforeEach(async () => {
  useTrustedProxies("loopback");
  await getDb().delete(rateLimits);
});

let n = 0;
/** A wrong-password sign-in over TCP from the local address `from`, with X-Forwarded-For as given. */
function signIn(from: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email: `visitor${n++}@example.test`, password: "wrong-password" });
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    origin: ORIGIN,
    host: "localhost:3000",
  };
  if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        localAddress: from,
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const signInKeys = async () =>
  (await getDb().select().from(rateLimits).where(like(rateLimits.key, "%|/sign-in/email"))).map((r) => ({
    key: r.key,
    count: r.count,
  }));

describe("the sign-in limiter's client address", () => {
  it("behind a reverse proxy on this host: the address the proxy appended, one bucket per client", async () => {
    // What nginx sends with `proxy_add_x_forwarded_for`: whatever the client claimed, then its address.
    expect(await signIn("127.0.0.7", "6.6.6.1, 198.51.100.20")).toBe(401);
    expect(await signIn("127.0.0.7", "6.6.6.2, 198.51.100.20")).toBe(401);
    expect(await signIn("127.0.0.7", "6.6.6.3, 198.51.100.20")).toBe(429);
    // Another client through the same proxy has its own count.
    expect(await signIn("127.0.0.7", "198.51.100.21")).toBe(401);
    expect(await signInKeys()).toEqual(
      expect.arrayContaining([
        { key: "198.51.100.20|/sign-in/email", count: 2 },
        { key: "198.51.100.21|/sign-in/email", count: 1 },
      ]),
    );
    expect(await signInKeys()).toHaveLength(2);
  });

  it("a header that names no address counts against the proxy that sent it, never a shared bucket", async () => {
    expect(await signIn("127.0.0.8", "unknown")).toBe(401);
    expect(await signIn("127.0.0.9", "198.51.100.30, not-an-address")).toBe(401);
    expect(await signInKeys()).toEqual(
      expect.arrayContaining([
        { key: "127.0.0.8|/sign-in/email", count: 1 },
        { key: "127.0.0.9|/sign-in/email", count: 1 },
      ]),
    );
    expect(await getDb().select().from(rateLimits).where(like(rateLimits.key, "no-trusted-ip%"))).toEqual([]);
  });

  it("with TRUSTED_PROXIES=none, the socket is the client and the header is ignored", async () => {
    useTrustedProxies("none");
    expect(await signIn("127.0.0.10", "198.51.100.40")).toBe(401);
    expect(await signIn("127.0.0.10", "198.51.100.41")).toBe(401);
    expect(await signIn("127.0.0.10", "198.51.100.42")).toBe(429);
    expect(await signInKeys()).toEqual([{ key: "127.0.0.10|/sign-in/email", count: 2 }]);
  });

  it("a proxy that is not trusted cannot speak for its clients", async () => {
    useTrustedProxies("10.0.0.0/8");
    expect(await signIn("127.0.0.11", "198.51.100.50")).toBe(401);
    expect(await signInKeys()).toEqual([{ key: "127.0.0.11|/sign-in/email", count: 1 }]);
  });

  it("a connection whose address is gone is refused before the limiter counts it", async () => {
    const response = await app.request(
      `${ORIGIN}/api/auth/sign-in/email`,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "gone@example.test", password: "wrong-password" }),
      },
      { incoming: { socket: {} } },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/address could not be determined/);
    expect(
      await getDb().select().from(rateLimits).where(eq(rateLimits.key, "127.0.0.1|/sign-in/email")),
    ).toEqual([]);
  });
});
