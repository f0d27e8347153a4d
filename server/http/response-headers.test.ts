import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { privateResponseHeaders } from "./response-headers.ts";

const app = new Hono()
  .use(privateResponseHeaders(() => "http://localhost:3000"))
  .all("*", (c) => c.html("<p>page</p>"));

const coop = async (path: string, init: RequestInit = {}) =>
  (await app.request(path, init)).headers.get("cross-origin-opener-policy");

describe("Cross-Origin-Opener-Policy", () => {
  it("is left off the anonymous public pages, which are the same for every visitor (decision 013)", async () => {
    expect(await coop("/")).toBeNull();
    expect(await coop("/services")).toBeNull();
    expect(await coop("/blog?tag=video")).toBeNull();
  });

  it("isolates every page or answer that can be personal", async () => {
    for (const path of [
      "/admin",
      "/client-portal/projects",
      "/login",
      "/api/auth/get-session",
      "/blog?utm=x",
    ]) {
      expect(await coop(path), path).toBe("same-origin");
    }
    expect(await coop("/", { method: "POST" })).toBe("same-origin");
    expect(await coop("/", { headers: { cookie: "better-auth.session_token=abc.def" } })).toBe("same-origin");
  });
});
