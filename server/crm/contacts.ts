import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FieldChange } from "../../core/crm/contact-activity.ts";
import { duplicateEmailWarning, type NewContact } from "../../core/crm/contact-form.ts";
import { CONTACTS_PAGE_SIZE, type ContactListQuery } from "../../core/crm/contact-list.ts";
import { type ContactStats, type ContactStatusTotals, contactStats } from "../../core/crm/contact-metrics.ts";
import {
  CONTACT_STATUS_LABELS,
  type ContactStatus,
  DEFAULT_CONTACT_SCORE,
} from "../../core/crm/contact-status.ts";
import { pageCount, type RowTotal } from "../../core/paging.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { keysetOrderBy } from "../db/keyset.ts";
import { countRows } from "../db/row-count.ts";
import { contactSubmissions, contacts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { contactColumns, contactSort, contactWhere } from "./contact-query.ts";

export type ContactItem = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  position: string | null;
  source: string;
  status: ContactStatus;
  value: number | null;
  score: number;
  tags: string[];
  serviceInterest: string | null;
  projectDetails: string | null;
  notes: string | null;
  /** How many contact-form briefs are linked to this contact (in the list only). */
  briefs?: number;
  createdAt: string;
  updatedAt: string;
};

type ContactRow = typeof contacts.$inferSelect;

export function toContactItem(
  row: Pick<ContactRow, keyof typeof contactColumns> & { briefs?: number },
): ContactItem {
  return {
    ...row,
    briefs: row.briefs === undefined ? undefined : Number(row.briefs),
    value: row.value == null ? null : Number(row.value),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ContactPage = {
  items: ContactItem[];
  /** Exact up to 10,000 matches, the planner's estimate above (core/paging.ts). */
  total: RowTotal;
  page: number;
  pages: number;
};

/**
 * The ids of one page of the list, in its order. A deep page's OFFSET walks the sort's
 * (column, id) index alone (an index-only scan, schema/crm.ts; decision 034): only the ids are
 * read here, never a skipped row.
 */
export function contactPageIds(query: ContactListQuery, page: number, db: Db = getDb()) {
  return db
    .select({ id: contacts.id })
    .from(contacts)
    .where(contactWhere(query))
    .orderBy(...keysetOrderBy(contactSort(query.sort)))
    .limit(CONTACTS_PAGE_SIZE)
    .offset((page - 1) * CONTACTS_PAGE_SIZE);
}

/** One page of the filtered, sorted list, with the total of the filter for the pager. */
export async function listContacts(actor: SessionUser, query: ContactListQuery): Promise<ContactPage> {
  assertAdmin(actor);
  const db = getDb();
  const total = await countRows(contacts, contactWhere(query));
  const pages = pageCount(total.total, CONTACTS_PAGE_SIZE);
  const page = Math.min(query.page, pages);
  // Then only the 24 rows shown are read and their briefs counted (reading whole rows in the
  // OFFSET would fetch, and count the briefs of, every skipped row: 48,000 at page 2,000).
  const rows = await db
    .select({
      ...contactColumns,
      briefs: sql<number>`(select count(*) from ${contactSubmissions} where ${contactSubmissions.contactId} = "contacts"."id")::int`,
    })
    .from(contacts)
    .where(inArray(contacts.id, contactPageIds(query, page, db)))
    .orderBy(...keysetOrderBy(contactSort(query.sort)));
  return { items: rows.map(toContactItem), total, page, pages };
}

/** Totals by status in one GROUP BY; pipeline value and conversion rate follow core's rules. */
export async function getContactStats(actor: SessionUser): Promise<ContactStats> {
  assertAdmin(actor);
  const rows = await getDb()
    .select({
      status: contacts.status,
      count: sql<number>`count(*)::int`,
      value: sql<string>`coalesce(sum(${contacts.value}), 0)::text`,
    })
    .from(contacts)
    .groupBy(contacts.status);
  const totals: ContactStatusTotals = {};
  for (const row of rows) totals[row.status] = { count: Number(row.count), value: Number(row.value) };
  return contactStats(totals);
}

/** Everything the /admin/contacts loader shows. */
export async function contactsPage(actor: SessionUser, query: ContactListQuery) {
  const [stats, list] = await Promise.all([getContactStats(actor), listContacts(actor, query)]);
  return { stats, list };
}

/**
 * Names of the contacts that already have this e-mail (case-insensitive; indexed on lower(email)),
 * leaving out `exceptId` (the contact being edited).
 */
export async function contactsWithEmail(
  email: string,
  exceptId?: string,
  db: Db = getDb(),
): Promise<string[]> {
  const sameEmail = sql`lower(${contacts.email}) = ${email.toLowerCase()}`;
  const rows = await db
    .select({ name: contacts.name })
    .from(contacts)
    .where(exceptId ? and(sameEmail, ne(contacts.id, exceptId)) : sameEmail)
    .limit(4);
  return rows.map((r) => r.name);
}

/**
 * Add Contact (001 sections 5 and 7): empty tags, score 50; refused in preview mode. A duplicate
 * e-mail is created all the same (a person may be at two companies) but comes back with a warning.
 */
export async function createContact(
  actor: SessionUser,
  input: NewContact,
): Promise<{ contact: ContactItem; warning?: string }> {
  assertAdmin(actor);
  refuseInPreview("Contact creation is disabled in preview mode");
  const warning = duplicateEmailWarning(input.email, await contactsWithEmail(input.email));
  const now = new Date();
  const [row] = await getDb()
    .insert(contacts)
    .values({
      ...input,
      value: input.value == null ? null : input.value.toFixed(2),
      tags: [],
      score: DEFAULT_CONTACT_SCORE,
      createdAt: now,
      updatedAt: now,
    })
    .returning(contactColumns);
  await recordAudit(actor, "contact.create", row.email, { contactId: row.id });
  return { contact: toContactItem(row), warning };
}

/**
 * The card dropdown writes status and updated_at (001 section 4); the change goes into the
 * contact's activity history.
 */
export async function updateContactStatus(actor: SessionUser, id: string, status: ContactStatus) {
  assertAdmin(actor);
  refuseInPreview("Contact changes are disabled in preview mode");
  await getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx
      .select({ status: contacts.status, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, id))
      .for("update");
    if (!before) throw new ActionError("This contact no longer exists", 404);
    if (before.status === status) return;
    await tx.update(contacts).set({ status, updatedAt: new Date() }).where(eq(contacts.id, id));
    const changes: FieldChange[] = [
      { field: "status", from: CONTACT_STATUS_LABELS[before.status], to: CONTACT_STATUS_LABELS[status] },
    ];
    await recordAudit(actor, "contact.status", before.email, { contactId: id, changes }, tx);
  });
}

export async function deleteContact(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Contact deletion is disabled in preview mode");
  const [row] = await getDb()
    .delete(contacts)
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id, email: contacts.email });
  if (!row) throw new ActionError("This contact no longer exists", 404);
  await recordAudit(actor, "contact.delete", row.email, { contactId: id });
}
