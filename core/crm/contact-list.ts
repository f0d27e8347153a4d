import "../zod-jitless.ts";
import { z } from "zod";
import { fromSearchParams, pageNumber, searchTerm } from "../list-query.ts";
import { CONTACT_STATUSES } from "./contact-status.ts";

export const CONTACT_SORTS = ["newest", "oldest", "updated", "name", "value", "score"] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently updated",
  name: "Name (A-Z)",
  value: "Highest value",
  score: "Highest score",
};

export const CONTACTS_PAGE_SIZE = 24;

/** The contacts list's URL state; the status filter's initial value comes from ?status= (001 section 2). */
export const contactListQuerySchema = z.object({
  q: searchTerm,
  status: z
    .enum(["all", ...CONTACT_STATUSES])
    .catch("all")
    .default("all"),
  sort: z.enum(CONTACT_SORTS).catch("newest").default("newest"),
  page: pageNumber,
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
export const CONTACT_LIST_DEFAULTS: ContactListQuery = { q: "", status: "all", sort: "newest", page: 1 };

export function parseContactListQuery(params: URLSearchParams): ContactListQuery {
  return contactListQuerySchema.parse(fromSearchParams(params));
}
