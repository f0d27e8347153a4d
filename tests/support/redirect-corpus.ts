/**
 * Redirect targets that try to leave the site (OWASP's unvalidated-redirects cheat sheet and the
 * usual bypass lists): protocol-relative and backslash forms, dot segments that collapse into
 * `//`, encoded and double-encoded slashes and backslashes, tabs and newlines inside, scheme
 * tricks, userinfo, IDN and full-width hosts, mixed case, overlong UTF-8. `evil.example` is the
 * attacker's host; `{origin}` is replaced by the site's own origin.
 */
export const EVIL_HOST = "evil.example";

export const redirectBypassCorpus = [
  "//evil.example",
  "///evil.example",
  "////evil.example/",
  "/\\evil.example",
  "\\/evil.example",
  "\\\\evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/./..//evil.example",
  "/.//evil.example",
  "/x/..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E%2F%2Fevil.example",
  "%2f%2fevil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%252f%252fevil.example",
  "%5c%5cevil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0a/evil.example",
  " //evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "http:evil.example",
  "https://evil.example",
  "HTTPS://EVIL.EXAMPLE/",
  "hTtPs://EvIl.ExAmPlE",
  "//EvIl.ExAmPlE",
  "https://evil.example#{origin}",
  "https://evil.example?{origin}",
  "{origin}@evil.example",
  "{origin}.evil.example",
  "https://user:pass@evil.example/",
  "//{host}@evil.example",
  "//évil.example",
  "//xn--vil-bma.example",
  "https://ｅｖｉｌ.example",
  "//evil。example",
  "/%c0%af%c0%afevil.example",
  "/%c0%ae%c0%ae//evil.example",
  "/%e0%80%af/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(document.domain)",
  "java%0ascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "evil.example",
  "http://127.0.0.1:1/",
] as const;

/** The corpus for a site: `{origin}` and `{host}` filled in. */
export function bypassTargets(origin: string) {
  const host = new URL(origin).host;
  return redirectBypassCorpus.map((target) =>
    target.replaceAll("{origin}", origin).replaceAll("{host}", host),
  );
}

/**
 * Whether a Location header keeps the browser on `origin`: resolved as a browser resolves it
 * against the request's address, it must be on the origin, and its path must not start with `//`
 * (which a later normalisation could turn into another host). No Location at all stays too.
 */
export function staysOnSite(location: string | null, requestUrl: string, origin: string) {
  if (location === null) return true;
  let url: URL;
  try {
    url = new URL(location, requestUrl);
  } catch {
    return false;
  }
  return url.origin === origin && !url.pathname.startsWith("//") && !location.includes("\\");
}
