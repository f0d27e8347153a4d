import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_TTL_MS } from "./page-cache.ts";
import {
  isDataPrefetch,
  PREFETCH_MAX_AGE_S,
  PUBLIC_PREFETCH_MAX_AGE_S,
  privateResponseHeaders,
} from "./response-headers.ts";

/* Decision 026: a screen's data prefetched on intent may be kept a few seconds; nothing else private is stored. */
function app() {
  const hono = new Hono();
  hono.use(privateResponseHeaders(() => "http://localhost"));
  hono.get("*", (c) => c.text("data"));
  return hono;
}

describe("the prefetch of a screen's data", () => {
  it("is kept a few seconds in this browser; the same request without the prefetch mark is not stored", async () => {
    const prefetch = await app().request("http://localhost/admin/contacts.data?_routes=x", {
      headers: { "sec-purpose": "prefetch" },
    });
    expect(prefetch.headers.get("cache-control")).toBe(`private, max-age=${PREFETCH_MAX_AGE_S}`);
    const plain = await app().request("http://localhost/admin/contacts.data?_routes=x");
    expect(plain.headers.get("cache-control")).toBe("no-store");
  });

  it("applies to .data GETs only: a prefetched private document stays no-store", async () => {
    const page = await app().request("http://localhost/admin/contacts", {
      headers: { "sec-purpose": "prefetch" },
    });
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(
      isDataPrefetch(
        new Request("http://localhost/admin.data", {
          method: "POST",
          headers: { "sec-purpose": "prefetch" },
        }),
      ),
    ).toBe(false);
    expect(
      isDataPrefetch(
        new Request("http://localhost/admin.data", {
          headers: { "sec-purpose": "prefetch;anonymous-client-ip" },
        }),
      ),
    ).toBe(true);
  });
});

describe("the prefetch of a public page's data", () => {
  it("is kept as long as the public page cache keeps a page, in this browser; a plain request is not marked", async () => {
    const prefetch = await app().request("http://localhost/blog/a-post.data?_routes=x", {
      headers: { "sec-purpose": "prefetch" },
    });
    expect(prefetch.headers.get("cache-control")).toBe(`private, max-age=${PUBLIC_PREFETCH_MAX_AGE_S}`);
    expect(PUBLIC_PREFETCH_MAX_AGE_S).toBe(PAGE_CACHE_TTL_MS / 1000);
    const plain = await app().request("http://localhost/blog/a-post.data?_routes=x");
    expect(plain.headers.get("cache-control")).toBeNull();
  });

  it("stays as short as a private screen's when the visitor is signed in", async () => {
    const prefetch = await app().request("http://localhost/blog/a-post.data?_routes=x", {
      headers: { "sec-purpose": "prefetch", cookie: "better-auth.session_token=abc" },
    });
    expect(prefetch.headers.get("cache-control")).toBe(`private, max-age=${PREFETCH_MAX_AGE_S}`);
  });
});
