// A fixed locale and time zone, so the server-rendered date equals the one the browser hydrates.
// Made on first use: building an Intl formatter is slow, and every public page loads this module.
let dateFormat: Intl.DateTimeFormat | undefined;

export function formatPostDate(iso: string | Date): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
  return dateFormat.format(typeof iso === "string" ? new Date(iso) : iso);
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
