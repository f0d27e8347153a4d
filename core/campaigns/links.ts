/* Link rewriting for click tracking. Content reaching this is sanitised HTML (sanitize-html writes
   every attribute double-quoted and escaped), so an anchor's href is found reliably by pattern. */

const anchorHref = /(<a\b[^>]*?\bhref=")([^"]*)(")/gi;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

const encode = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function isTrackableUrl(url: string) {
  return /^https?:\/\//i.test(url);
}

/** The distinct web links of the content, in order of first appearance. */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(anchorHref)) {
    const url = decode(match[2]);
    if (isTrackableUrl(url) && !links.includes(url)) links.push(url);
  }
  return links;
}

/**
 * Replaces every web link's href with `rewrite(index)`, index into `links` (from extractLinks).
 * mailto: and other links stay as they are.
 */
export function rewriteLinks(html: string, links: readonly string[], rewrite: (index: number) => string) {
  return html.replace(anchorHref, (whole, before: string, href: string, after: string) => {
    const index = links.indexOf(decode(href));
    return index < 0 ? whole : `${before}${encode(rewrite(index))}${after}`;
  });
}

export const WEB_ADDRESS_MESSAGE = "Please enter a web address starting with http:// or https://";

/** The editor's link, image and button dialogs accept only a complete http(s) address. */
export function webAddressError(value: string): string | null {
  const url = value.trim();
  if (!isTrackableUrl(url)) return WEB_ADDRESS_MESSAGE;
  try {
    return new URL(url).hostname ? null : WEB_ADDRESS_MESSAGE;
  } catch {
    return WEB_ADDRESS_MESSAGE;
  }
}
