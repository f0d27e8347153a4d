import { and } from "drizzle-orm";
import type { ContactListQuery } from "../../core/crm/contact-list.ts";
import { contactStatusLabel } from "../../core/crm/contact-status.ts";
import { exportFileName } from "../../core/csv.ts";
import { assertAdmin } from "../admin-access.ts";
import { csvStream } from "../csv-stream.ts";
import { getDb } from "../db/client.ts";
import { type KeysetPosition, keysetAfter, keysetOrderBy, keysetValue } from "../db/keyset.ts";
import { contacts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { contactColumns, contactSort, contactWhere } from "./contact-query.ts";

const header = [
  "Name",
  "Email",
  "Phone",
  "Company",
  "Position",
  "Source",
  "Status",
  "Value",
  "Score",
  "Service Interest",
  "Tags",
  "Notes",
  "Created At",
  "Updated At",
];

/** The CRM list as CSV, with the page's current search, filter and sort, read in keyset batches. */
export async function exportContacts(actor: SessionUser, query: ContactListQuery, now = new Date()) {
  assertAdmin(actor);
  const sort = contactSort(query.sort);
  const where = contactWhere(query);
  const read = (after: KeysetPosition | null, size: number) =>
    getDb()
      .select({ ...contactColumns, cursor: keysetValue(sort.column) })
      .from(contacts)
      .where(after ? and(where, keysetAfter(sort, after)) : where)
      .orderBy(...keysetOrderBy(sort))
      .limit(size);
  const stream = await csvStream<Awaited<ReturnType<typeof read>>[number]>({
    header,
    batch: (last, size) => read(last && { value: last.cursor, id: last.id }, size),
    cells: (c) => [
      c.name,
      c.email,
      c.phone,
      c.company,
      c.position,
      c.source,
      contactStatusLabel(c.status),
      c.value == null ? null : Number(c.value),
      c.score,
      c.serviceInterest,
      c.tags.join("; "),
      c.notes,
      c.createdAt,
      c.updatedAt,
    ],
  });
  return { stream, fileName: exportFileName("crm_contacts", now) };
}
