/** Better Auth's cookies (`better-auth.session_token`, its `__Secure-` form, the session data). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_(?:token|data)=/;

/**
 * Whether a request may belong to a signed-in visitor. Without such a cookie there is no session
 * to look up: an anonymous page runs no session query (issue 13), and may come from the page cache.
 */
export function hasSessionCookie(headers: Headers) {
  return SESSION_COOKIE.test(headers.get("cookie") ?? "");
}
