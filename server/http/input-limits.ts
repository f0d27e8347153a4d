/** Body limits of the input layer (server/http/input-guard.ts), in bytes, by path. */
const KB = 1024;

/** Public endpoints anyone can post to: a brief, an address, a password. */
const PUBLIC_LIMIT = 64 * KB;
/** Signed-in forms: blog posts with their HTML are the largest. */
const DEFAULT_LIMIT = 1024 * KB;

/**
 * Multipart uploads read under UPLOAD_MAX_MB by their own handlers (server/http/form-data.ts):
 * Client Portal Management's action, and the endpoints the upload forms send to with progress
 * (app/routes/admin/uploads.ts, app/routes/portal/uploads.ts).
 */
export const STREAMED_UPLOAD_PATHS = new Set([
  "/admin/client-portal",
  "/admin/uploads",
  "/client-portal/uploads",
]);

/** One analytics beacon: a page view or a handful of web-vitals figures (core/analytics). */
const BEACON_LIMIT = 4 * KB;

export function bodyLimitFor(pathname: string): number {
  if (pathname === "/api/collect") return BEACON_LIMIT;
  if (/^\/api\/(auth|contact|newsletter)(\/|$)/.test(pathname)) return PUBLIC_LIMIT;
  if (/^\/(contact|login|reset-password|unsubscribe|confirm-subscription)(\.data)?$/.test(pathname)) {
    return PUBLIC_LIMIT;
  }
  return DEFAULT_LIMIT;
}
