import type { Hono } from "hono";
import { createApp } from "../../server/http/app.ts";

/** The HTTP shell without a React Router build: enough for /api/auth and /healthz. */
export function apiOnlyApp() {
  return createApp({
    mode: "production",
    build: async () => {
      throw new Error("no React Router build in this test");
    },
  });
}

export const ORIGIN = "http://localhost:3000";

/**
 * A JSON POST to the app as a browser on the site would send it, from the client address `ip`
 * (the app reads it from the connection, which app.request() lets a test pretend).
 */
export function post(app: Hono, path: string, body: unknown, init: { cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", origin: ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  return app.request(
    `${ORIGIN}${path}`,
    { method: "POST", headers, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } },
  );
}

export function get(app: Hono, path: string, init: { cookie?: string; ip?: string } = {}) {
  return app.request(
    `${ORIGIN}${path}`,
    { headers: init.cookie ? { cookie: init.cookie } : {} },
    { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } },
  );
}

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request's Cookie. */
export function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
