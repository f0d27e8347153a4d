import type { MiddlewareHandler } from "hono";
import { PAGE_CACHE_TTL_MS, pageCacheKey } from "./page-cache.ts";

/**
 * Response headers that depend on who and what (issue 19):
 * - private pages and their data (admin, portal, sign-in pages, /api, downloads, anything that
 *   sets or carries a session cookie) get `Cache-Control: no-store`, so Back after sign-out shows
 *   nothing from the browser cache;
 * - HSTS only when the request came over https (it means nothing, and misleads, over http);
 * - Cross-Origin-Opener-Policy: same-origin on everything but the anonymous public pages, which are
 *   the same for every visitor and hold nothing a cross-origin opener could learn about anyone
 *   (docs/decisions/013-coop-on-personal-pages.md).
 */
const PRIVATE_PATH =
  /^\/(admin|client-portal|api|files|login|logout|auth-callback|reset-password)(\/|\.data|$)/;

export function isPrivateRequest(request: Request): boolean {
  const url = new URL(request.url);
  if (PRIVATE_PATH.test(url.pathname)) return true;
  return /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(request.headers.get("cookie") ?? "");
}

/**
 * A prefetch of a screen's data (React Router's `.data` request from `<Link prefetch="intent">`,
 * which the browser marks `Sec-Purpose: prefetch`) may be kept PREFETCH_MAX_AGE_S seconds, in this
 * browser only: the click that follows then finds the answer instead of asking again (decision 026).
 * Any other private answer is never stored.
 */
export const PREFETCH_MAX_AGE_S = 5;

/**
 * A public page's data prefetched ahead of a link (the blog list's posts, fetched when idle) is kept
 * as long as the public page cache keeps a page (a reader may click a minute later): the same
 * staleness every anonymous visitor already accepts. In this browser only; an answer without the
 * prefetch mark is not marked cacheable.
 */
export const PUBLIC_PREFETCH_MAX_AGE_S = PAGE_CACHE_TTL_MS / 1000;

export function isDataPrefetch(request: Request): boolean {
  if (request.method !== "GET") return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return /(^|[\s,;])prefetch\b/.test(purpose) && new URL(request.url).pathname.endsWith(".data");
}

export function isHttps(request: Request, baseUrl: string): boolean {
  return new URL(request.url).protocol === "https:" || baseUrl.startsWith("https://");
}

export function privateResponseHeaders(baseUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const request = c.req.raw;
    const headers = c.res.headers;
    const keepable = isDataPrefetch(request) && c.res.status === 200 && !headers.has("set-cookie");
    if (isPrivateRequest(request) || headers.has("set-cookie")) {
      const current = headers.get("cache-control") ?? "";
      // Immutable hashed assets stay cacheable; everything else personal is never stored.
      // no-transform (event streams) keeps compression from buffering the stream.
      if (keepable) {
        headers.set("Cache-Control", `private, max-age=${PREFETCH_MAX_AGE_S}`);
      } else if (!current.includes("immutable")) {
        headers.set(
          "Cache-Control",
          current.includes("no-transform") ? "no-store, no-transform" : "no-store",
        );
      }
    } else if (keepable && !headers.has("cache-control")) {
      headers.set("Cache-Control", `private, max-age=${PUBLIC_PREFETCH_MAX_AGE_S}`);
    }
    if (pageCacheKey(request) === null) headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (isHttps(request, baseUrl())) {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}

/**
 * The headers of the build's hashed assets (/assets/*): what a script, stylesheet or image needs.
 * The document headers (frame, referrer and opener policies, origin-agent-cluster...) apply to
 * documents only; on a page's dozen assets they were some 250 bytes each, counted in the page's
 * JavaScript budget (issue 13). HSTS comes with the documents.
 */
export const assetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok) return;
  // Hashed names: a changed file is a new URL.
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cross-Origin-Resource-Policy", "same-site");
};
