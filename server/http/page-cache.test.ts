import { describe, expect, it } from "vitest";
import {
  cachedPageResponse,
  createPageCache,
  PAGE_CACHE_TTL_MS,
  PUBLIC_TABLES,
  pageCacheKey,
} from "./page-cache.ts";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers });

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { "content-type": "text/html", ...headers } });

describe("which requests may be served from the page cache", () => {
  it("keys anonymous public pages by path", () => {
    expect(pageCacheKey(get("/"))).toBe("/");
    expect(pageCacheKey(get("/services"))).toBe("/services");
    expect(pageCacheKey(get("/blog/hello-world"))).toBe("/blog/hello-world");
  });

  it("caches the legal pages, whose texts live in app_settings, which renews them when saved", () => {
    for (const path of ["/privacy", "/terms", "/accessibility"]) expect(pageCacheKey(get(path))).toBe(path);
    expect(PUBLIC_TABLES.has("app_settings")).toBe(true);
  });

  it("keeps only the query parameters the page reads, in a fixed order", () => {
    expect(pageCacheKey(get("/blog?page=2&tag=video"))).toBe("/blog?tag=video&page=2");
    expect(pageCacheKey(get("/blog?tag=a%20b"))).toBe("/blog?tag=a%20b");
  });

  it("renders for itself a query string the page does not read", () => {
    expect(pageCacheKey(get("/?newsletter=subscribed&newsletter_source=website"))).toBeNull();
    expect(pageCacheKey(get("/services?message=success"))).toBeNull();
    expect(pageCacheKey(get("/blog?page=2&utm_source=x"))).toBeNull();
  });

  it("never caches a visitor with a session cookie", () => {
    expect(pageCacheKey(get("/", { cookie: "better-auth.session_token=abc" }))).toBeNull();
    expect(
      pageCacheKey(get("/", { cookie: "theme=dark; __Secure-better-auth.session_token=abc" })),
    ).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "theme=dark" }))).toBe("/");
  });

  it("never caches admin, portal, auth, API, token pages, data requests or non-GET", () => {
    for (const path of [
      "/admin",
      "/admin/contacts",
      "/client-portal",
      "/client-portal/billing",
      "/api/contact",
      "/login",
      "/reset-password",
      "/auth-callback",
      "/unsubscribe",
      "/confirm-subscription",
      "/blog.data",
      "/__manifest",
      "/rss.xml",
      "/book",
      "/book/discovery",
      "/book/cancel/abc.def",
      "/book/reschedule/abc.def",
      "/schedule",
      "/calendly",
    ]) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    expect(pageCacheKey(get("/", {}, "POST"))).toBeNull();
    expect(pageCacheKey(get("/", {}, "HEAD"))).toBeNull();
  });
});

describe("the page cache", () => {
  it("renders a page once and serves it from memory until cleared", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => html(`<p>render ${++renders}</p>`);
    const first = await cache.get("/", render);
    const second = await cache.get("/", render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    cache.clear();
    const third = await cache.get("/", render);
    expect(renders).toBe(2);
    expect(third).not.toBeInstanceOf(Response);
    expect((third as { body: string }).body).toBe("<p>render 2</p>");
  });

  it("shares one render between concurrent visitors of a cold page", async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return html("<p>page</p>");
    };
    await Promise.all(Array.from({ length: 10 }, () => cache.get("/", render)));
    expect(renders).toBe(1);
  });

  it("renders again after the time to live", async () => {
    let now = 1_000;
    const cache = createPageCache(() => now);
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    await cache.get("/", render);
    now += PAGE_CACHE_TTL_MS + 1;
    await cache.get("/", render);
    expect(renders).toBe(2);
  });

  it("keeps no error page, redirect, non-HTML answer or answer that sets a cookie", async () => {
    const cache = createPageCache();
    const answers = [
      new Response("missing", { status: 404, headers: { "content-type": "text/html" } }),
      new Response(null, { status: 302, headers: { location: "/login" } }),
      new Response("{}", { status: 200, headers: { "content-type": "application/json" } }),
      html("<p>x</p>", { "set-cookie": "a=b" }),
    ];
    for (const answer of answers) {
      const result = await cache.get("/x", async () => answer);
      expect(result).toBe(answer);
    }
    expect(cache.size).toBe(0);
  });

  it("does not keep a render that a change overtook", async () => {
    const cache = createPageCache();
    const result = await cache.get("/", async () => {
      cache.clear();
      return html("<p>old</p>");
    });
    expect((result as { body: string }).body).toBe("<p>old</p>");
    expect(cache.size).toBe(0);
  });
});

describe("a cached page's response", () => {
  it("carries an ETag and a CDN-friendly Cache-Control, and answers 304 on a match", async () => {
    const cache = createPageCache();
    const page = await cache.get("/", async () => html("<p>hello</p>"));
    if (page instanceof Response) throw new Error("expected a cached page");
    const full = cachedPageResponse(get("/"), page);
    expect(full.status).toBe(200);
    expect(await full.text()).toBe("<p>hello</p>");
    expect(full.headers.get("cache-control")).toMatch(
      /public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    expect(full.headers.get("vary")).toMatch(/Cookie/);
    const etag = full.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = cachedPageResponse(get("/", { "if-none-match": etag }), page);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(cachedPageResponse(get("/", { "if-none-match": '"other"' }), page).status).toBe(200);
  });

  it("lets one hook change every response (a fresh nonce) without touching the stored copy", async () => {
    const cache = createPageCache();
    const page = await cache.get("/", async () => html('<script nonce="NONCE">1</script>'));
    if (page instanceof Response) throw new Error("expected a cached page");
    let n = 0;
    const transform = (body: string, headers: Headers) => {
      n++;
      headers.set("x-nonce", `n${n}`);
      return body.replace("NONCE", `n${n}`);
    };
    const a = cachedPageResponse(get("/"), page, transform);
    const b = cachedPageResponse(get("/"), page, transform);
    expect(await a.text()).toBe('<script nonce="n1">1</script>');
    expect(await b.text()).toBe('<script nonce="n2">1</script>');
    expect(b.headers.get("x-nonce")).toBe("n2");
    expect(page.body).toBe('<script nonce="NONCE">1</script>');
  });
});
