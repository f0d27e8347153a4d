/**
 * The one rule for every redirect target taken from a request (redirectTo, redirect_to, invitation
 * links, login returns): a same-origin relative path, or the fallback. Browsers treat `//host`,
 * `/\host`, `\/host` and tab/newline-laden forms as other origins, and a path such as `/.//host`
 * turns into `//host` once a router normalises it; so the target is resolved against a placeholder
 * origin, the result must stay on it, and its normalised path must not start with `//` either.
 */
const PLACEHOLDER = "https://same-origin.invalid";

export function safeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // Control characters and backslashes are never part of a path we send anyone to.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it refuses.
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  let decoded = value;
  try {
    // Encoded forms (%2F%2F, %5C, %09) must not hide what the decoded path would be.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: as above, after decoding.
  if (/[\u0000-\u001F\u007F\\]/.test(decoded) || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER || url.pathname.startsWith("//")) return fallback;
  const decodedUrl = new URL(decoded.startsWith("/") ? decoded : `/${decoded}`, PLACEHOLDER);
  if (decodedUrl.origin !== PLACEHOLDER || decodedUrl.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The same rule for a target that may also be written as a full address of this site (Better Auth
 * accepts `callbackURL=https://our.site/path`): an absolute URL whose origin is exactly `origin`
 * becomes its path, which then passes safeRedirect; any other origin, scheme or form is the
 * fallback. Userinfo (`https://our.site@evil.example`) changes the origin and is refused with it.
 */
export function sameOriginPath(value: unknown, origin: string, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return safeRedirect(value, fallback);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it refuses.
  if (value.length > 2048 || /[\u0000-\u0020\u007F\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.origin !== origin || url.username || url.password) return fallback;
  return safeRedirect(`${url.pathname}${url.search}${url.hash}`, fallback);
}
