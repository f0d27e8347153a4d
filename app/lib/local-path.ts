import { safeRedirect } from "../../core/safe-redirect.ts";

/** A same-origin path to send the visitor back to, or the fallback (core/safe-redirect.ts). */
export const localPath = safeRedirect;

/** `path` with `params` set in its query and the given fragment, e.g. /about?message=success#contact. */
export function withQuery(path: string, params: Record<string, string>, hash?: string) {
  const url = new URL(path, "http://local");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (hash) url.hash = hash;
  return `${url.pathname}${url.search}${url.hash}`;
}
