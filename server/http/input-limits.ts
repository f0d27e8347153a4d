/** Body limits of the input layer (server/http/input-guard.ts), in bytes, by path. */
const KB = 1024;

/** Public endpoints anyone can post to: a brief, an address, a password. */
const PUBLIC_LIMIT = 64 * KB;
/** Signed-in forms: blog posts with their HTML are the largest. */
const DEFAULT_LIMIT = 1024 * KB;

/**
/**
 * Multipart uploads that stream to storage under UPLOAD_MAX_MB (server/http/form-data.ts): the
 * Upload Deliverable dialog (server/projects/admin-actions.ts), a deliverable's new version on its
 * review page and a client's file from My Projects (server/projects/review-actions.ts), and the
 * endpoints the upload forms send to with progress (app/routes/admin/uploads.ts,
 * app/routes/portal/uploads.ts). Read as text here, a file's bytes would not parse back, and the
 * upload was refused as an unreadable form.
 */
const STREAMED_UPLOAD_PATHS = [
  /^\/admin\/client-portal$/,
  /^\/admin\/client-portal\/deliverables\/[^/]+$/,
  /^\/client-portal\/projects$/,
  /^\/admin\/uploads$/,
  /^\/client-portal\/uploads$/,
];

export function isStreamedUploadPath(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return STREAMED_UPLOAD_PATHS.some((pattern) => pattern.test(path));
}

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
