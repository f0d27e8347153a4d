/** The admin top bar's search (a real search, where the original box did nothing). */
export const ADMIN_SEARCH_MIN = 2;
/** Substring search over a million subscribers needs a trigram index, which needs 3 characters. */
export const SUBSCRIBER_SEARCH_MIN = 3;
export const ADMIN_SEARCH_LIMIT = 5;

export type AdminSearchGroupKey =
  | "contacts"
  | "submissions"
  | "subscribers"
  | "posts"
  | "projects"
  | "deliverables"
  | "messages";
export const ADMIN_SEARCH_GROUPS: { key: AdminSearchGroupKey; label: string }[] = [
  { key: "contacts", label: "Contacts" },
  { key: "submissions", label: "Submissions" },
  { key: "subscribers", label: "Subscribers" },
  { key: "posts", label: "Blog Posts" },
  { key: "projects", label: "Projects" },
  { key: "deliverables", label: "Deliverables" },
  { key: "messages", label: "Client Messages" },
];

export type AdminSearchHit = { id: string; title: string; detail: string; href: string };
export type AdminSearchResults = { q: string } & Record<AdminSearchGroupKey, AdminSearchHit[]>;

export function normaliseSearch(q: string | null | undefined): string {
  return (q ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
}

/** Escapes LIKE wildcards so that a search for '50%' finds the text '50%'. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
