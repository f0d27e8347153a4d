import type { MiddlewareHandler } from "hono";

/**
 * Better Auth answers sign-in, sign-up, get-session and list-sessions with the session tokens in
 * the JSON body. The cookie is HttpOnly, so page scripts never need them; an injected script
 * could steal them from the body. The shell removes every `token` field from those answers
 * (issue 19); the session list keeps devices and times.
 */
export const stripSessionTokens: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return;
  const text = await c.res.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return;
  }
  if (!containsToken(body)) return;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(withoutTokens(body)), { status: c.res.status, headers });
};

function containsToken(value: unknown, depth = 0): boolean {
  if (depth > 8 || !value || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsToken(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key === "token" || containsToken(item, depth + 1));
}

function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, withoutTokens(item)]),
  );
}
