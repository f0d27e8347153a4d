/**
 * A same-site path to send the visitor back to, or the fallback. Refuses absolute and
 * protocol-relative URLs so a form field cannot turn the redirect into an open redirect.
 */
export function localPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}

/** `path` with `params` set in its query and the given fragment, e.g. /about?message=success#contact. */
export function withQuery(path: string, params: Record<string, string>, hash?: string) {
  const url = new URL(path, "http://local");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (hash) url.hash = hash;
  return `${url.pathname}${url.search}${url.hash}`;
}
