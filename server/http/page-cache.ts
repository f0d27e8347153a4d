import { createHash } from "node:crypto";
import type { LiveTable } from "../../core/realtime.ts";
import { hasSessionCookie } from "../session-cookie.ts";

/**
 * The anonymous public page cache (issue 13; DESIGN.md "public pages for anonymous visitors may be
 * served from an in-process HTML cache"). A public page is the same for every signed-out visitor:
 * it is rendered once per path (and the query parameters the page reads), kept in memory, and
 * served with an ETag (304 on a match) and a Cache-Control that lets a CDN keep it too. Anything
 * personal never goes in: a request with a session cookie, a query parameter the page does not
 * read, the admin, portal, auth and API routes, anything but GET, anything but a 200 HTML page.
 * Entries are dropped when the live channel announces a change of what public pages show, and
 * after PAGE_CACHE_TTL_MS in any case (the footer quote turns every 8 hours, posts are dated).
 */
export const PAGE_CACHE_TTL_MS = 60_000;
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const MAX_ENTRIES = 500;

/** Tables whose changes public pages show; any change of one empties the cache. */
export const PUBLIC_TABLES: ReadonlySet<LiveTable> = new Set(["app_settings", "blog_posts"]);

/** The query parameters each cacheable path reads; any other parameter bypasses the cache. */
const PARAMS_BY_PATH: Record<string, readonly string[]> = { "/blog": ["tag", "page"] };

/** Never cached: personal, token-bearing or non-page paths. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/client-portal",
  "/api",
  "/login",
  "/logout",
  "/auth-callback",
  "/reset-password",
  "/confirm-subscription",
  "/unsubscribe",
  "/invoice",
  // The booking page's free times change with every booking, and its cancel and reschedule pages
  // carry a token and the booking's state (a cached copy showed a cancelled call as still booked).
  "/book",
  "/schedule",
  "/calendly",
  "/files",
  "/healthz",
  "/readyz",
  "/__manifest",
];

export type CachedPage = { body: string; etag: string; headers: [string, string][]; expires: number };

/** The cache key of a request, or null when the request must be rendered for itself. */
export function pageCacheKey(request: Request): string | null {
  // HEAD is rendered without a body (app/entry.server.tsx): it must never fill the cache.
  if (request.method !== "GET") return null;
  if (hasSessionCookie(request.headers)) return null;
  const url = new URL(request.url);
  const path = url.pathname;
  if (path.endsWith(".data") || /\.[a-z0-9]+$/i.test(path)) return null;
  if (PRIVATE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  const allowed = PARAMS_BY_PATH[path] ?? [];
  const params = [...url.searchParams.keys()];
  if (params.some((name) => !allowed.includes(name))) return null;
  const kept = allowed
    .filter((name) => url.searchParams.has(name))
    .map((name) => `${name}=${encodeURIComponent(url.searchParams.get(name) ?? "")}`);
  return kept.length ? `${path}?${kept.join("&")}` : path;
}

/** Headers that describe the rendered body and may be replayed to everyone. */
const KEPT_HEADERS = new Set(["content-type", "content-language", "link", "vary"]);

export function createPageCache(now: () => number = Date.now) {
  const entries = new Map<string, CachedPage>();
  // Renders under way are shared: a burst of visitors to a cold page renders it once.
  const pending = new Map<string, Promise<CachedPage | null>>();
  // A change that lands while a page renders makes that render stale: it is served, not kept.
  let generation = 0;

  async function store(key: string, render: () => Promise<Response>): Promise<CachedPage | Response> {
    const startedAt = generation;
    const response = await render();
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie")) {
      return response;
    }
    const body = await response.text();
    const page: CachedPage = {
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      expires: now() + PAGE_CACHE_TTL_MS,
    };
    if (startedAt === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, page);
    }
    return page;
  }

  return {
    /** The cached page for `key`, rendering it with `render` on a miss; a Response when uncacheable. */
    async get(key: string, render: () => Promise<Response>): Promise<CachedPage | Response> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit;
      const running = pending.get(key);
      if (running) {
        const shared = await running.catch(() => null);
        if (shared) return shared;
        return render();
      }
      let result: CachedPage | Response | undefined;
      const job = store(key, render).then((r) => {
        result = r;
        return r instanceof Response ? null : r;
      });
      pending.set(key, job);
      try {
        await job;
      } finally {
        pending.delete(key);
      }
      return result as CachedPage | Response;
    },
    /** Drops every page: called on a change of a public table. */
    clear() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The response for a cached page: 304 when the browser or CDN holds the same version. */
/**
 * The one place a cached page can be changed per response (e.g. a fresh CSP nonce put in place of
 * a placeholder the cached HTML carries, with its header): it runs on every 200 served from the
 * cache, never on the stored copy.
 */
export type PageTransform = (html: string, headers: Headers) => string;

/** The response for a cached page: 304 when the browser or CDN holds the same version. */
export function cachedPageResponse(request: Request, page: CachedPage, transform?: PageTransform): Response {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  // A CDN must not hand this copy to a signed-in visitor.
  headers.append("Vary", "Cookie");
  const match = request.headers.get("if-none-match");
  if (match?.split(/\s*,\s*/).includes(page.etag)) return new Response(null, { status: 304, headers });
  const body = transform ? transform(page.body, headers) : page.body;
  return new Response(body, { status: 200, headers });
}
