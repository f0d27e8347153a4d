/** Traffic sources of the Overview tab, decided once when a view is collected. */
export const TRAFFIC_SOURCES = ["direct", "search", "social", "referral", "email"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: "Direct",
  search: "Search",
  social: "Social",
  referral: "Referral",
  email: "E-mail",
};

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|qwant|startpage|brave|kagi)\./;
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|t|x|tiktok|youtube|youtu|pinterest|reddit|threads|mastodon|bsky|snapchat|tumblr|whatsapp)\.[a-z]+$/;
const MAIL_HOST = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|webmail|mail)\./;
const UTM_EMAIL = /^(e-?mail|newsletter)$/i;
const UTM_SOCIAL = /^(social|social-media|paid-social|sm)$/i;
const UTM_SEARCH = /^(cpc|ppc|organic|search|paid-search)$/i;

/** A host name as compared: lower case, without a leading `www.`. */
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

function hostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return bareHost(new URL(referrer).hostname);
  } catch {
    return null;
  }
}

/**
 * Where a view came from. An explicit UTM medium wins (a newsletter link carries utm_medium=email);
 * then the referrer's host: a search engine, a social network, a webmail, another site. No
 * referrer, or our own site, is direct.
 */
export function classifySource(input: {
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  siteHost?: string | null;
}): TrafficSource {
  const medium = input.utmMedium?.trim() ?? "";
  if (UTM_EMAIL.test(medium) || UTM_EMAIL.test(input.utmSource?.trim() ?? "")) return "email";
  if (UTM_SOCIAL.test(medium)) return "social";
  if (UTM_SEARCH.test(medium)) return "search";
  const host = hostOf(input.referrer);
  const site = input.siteHost ? bareHost(input.siteHost) : undefined;
  if (!host || host === site) return input.utmSource ? "referral" : "direct";
  // Webmail before search: mail.google.com is Gmail, not Google Search.
  if (MAIL_HOST.test(host)) return "email";
  if (SEARCH.test(host)) return "search";
  if (SOCIAL.test(host)) return "social";
  return "referral";
}

/** Whether the site itself referred a view (a page of the site linked to it). */
export function referredBySite(referrer: string | null | undefined, siteHost: string): boolean {
  const host = hostOf(referrer);
  return host !== null && host === bareHost(siteHost);
}

/** The referrer as stored: its origin only, never the path or query of another site's page. */
export function referrerOrigin(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
