import { and, eq, ilike, or, type SQL } from "drizzle-orm";
import { likePattern } from "../../core/admin-search.ts";
import type { ContactListQuery, ContactSort } from "../../core/crm/contact-list.ts";
import type { KeysetSort } from "../db/keyset.ts";
import { contacts } from "../db/schema.ts";

/** The columns the admin list, cards and export read. */
export const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  company: contacts.company,
  position: contacts.position,
  source: contacts.source,
  status: contacts.status,
  value: contacts.value,
  score: contacts.score,
  tags: contacts.tags,
  serviceInterest: contacts.serviceInterest,
  projectDetails: contacts.projectDetails,
  notes: contacts.notes,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
};

/** Search (name, email, company; trigram indexes) and status filter. */
export function contactWhere(query: Pick<ContactListQuery, "q" | "status">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status !== "all") conditions.push(eq(contacts.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.company, pattern)),
    );
  }
  return and(...conditions);
}

/** Each sort has an index (see schema.ts); the id breaks ties so paging is stable. */
export function contactSort(sort: ContactSort): KeysetSort {
  const id = contacts.id;
  switch (sort) {
    case "oldest":
      return { column: contacts.createdAt, direction: "asc", id };
    case "updated":
      return { column: contacts.updatedAt, direction: "desc", id };
    case "name":
      return { column: contacts.name, direction: "asc", nulls: "last", id };
    case "value":
      return { column: contacts.value, direction: "desc", nullable: true, id };
    case "score":
      return { column: contacts.score, direction: "desc", id };
    default:
      return { column: contacts.createdAt, direction: "desc", id };
  }
}
