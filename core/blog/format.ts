const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Mar 2, 2025": en-US's medium date in UTC, so the server-rendered date equals the one the
 * browser hydrates. Written out instead of Intl.DateTimeFormat: building the first Intl formatter
 * loads locale data, about 110 ms of a phone's main thread on a blog post (decision 002, addendum).
 */
export function formatPostDate(iso: string | Date): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "12,345": a whole count with en-US thousands separators, without Intl (see formatPostDate). */
export function formatCount(count: number): string {
  const sign = count < 0 ? "-" : "";
  return sign + String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The public blog list shows this many posts a page. */
export const BLOG_PAGE_SIZE = 9;

/** A page number from the query string: a positive whole number, 1 otherwise. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A short plain-text description of a post for meta tags and feeds. */
export function postSummary(post: { excerpt: string | null; title: string }, max = 160): string {
  const text = (post.excerpt ?? "").replace(/\s+/g, " ").trim() || post.title;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
