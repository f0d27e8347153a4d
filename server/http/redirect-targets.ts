import { sameOriginPath } from "../../core/safe-redirect.ts";

/**
 * Every parameter through which a request names where the browser goes next: Better Auth's own
 * (callbackURL, redirectTo, errorCallbackURL, newUserCallbackURL, and the state fields errorURL,
 * newUserURL) and the common spellings other code might read (redirect_to, next, returnTo).
 */
export const REDIRECT_PARAMETERS = [
  "callbackURL",
  "redirectTo",
  "redirect_to",
  "errorCallbackURL",
  "newUserCallbackURL",
  "errorURL",
  "newUserURL",
  "next",
  "returnTo",
] as const;

const names = new Set<string>(REDIRECT_PARAMETERS);

/**
 * The request with every redirect target in its query and its JSON or form body replaced by a path
 * on `origin` (core/safe-redirect.ts: sameOriginPath), or by `/` when the target leads anywhere
 * else. Better Auth checks such targets itself, but its relative-path check lets `/..//evil.example`
 * through and turns it into `//evil.example` (issue 35); so nothing the library sees is trusted to
 * it. Unchanged requests are returned as they are; a body that does not parse is left for the
 * library to refuse.
 */
export async function withSafeRedirectTargets(request: Request, origin: string): Promise<Request> {
  const url = new URL(request.url);
  const queryChanged = makeSafe(url.searchParams, origin);
  const body = request.method === "POST" ? await safeBody(request, origin) : null;
  if (!queryChanged && body === null) return request;
  const headers = new Headers(request.headers);
  if (body !== null) headers.delete("content-length");
  return new Request(url, {
    method: request.method,
    headers,
    body: body ?? (request.method === "POST" ? request.body : null),
    // A streamed body (the original one) needs this in Node's fetch.
    duplex: "half",
  } as RequestInit);
}

/** Sets every redirect target of a query or form to its safe form (once); true when any changed. */
function makeSafe(params: URLSearchParams, origin: string) {
  let changed = false;
  for (const name of names) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    const safe = sameOriginPath(values[0], origin);
    if (values.length > 1 || values[0] !== safe) {
      params.set(name, safe);
      changed = true;
    }
  }
  return changed;
}

/**
 * The rewritten body, or null when it holds no redirect target to change. Better Auth reads JSON
 * and, on its sign-in and sign-up endpoints, url-encoded forms; it refuses other types (415).
 */
async function safeBody(request: Request, origin: string): Promise<string | null> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const form = new URLSearchParams(await request.clone().text());
    return makeSafe(form, origin) ? form.toString() : null;
  }
  if (!type.startsWith("application/json")) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(await request.clone().text());
  } catch {
    return null;
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return null;
  const body = fields as Record<string, unknown>;
  let changed = false;
  for (const name of names) {
    if (!(name in body)) continue;
    const safe = sameOriginPath(body[name], origin);
    if (body[name] !== safe) {
      body[name] = safe;
      changed = true;
    }
  }
  return changed ? JSON.stringify(body) : null;
}
