import { count, eq, sql } from "drizzle-orm";
import type { NewContact } from "../../core/crm/contact-form.ts";
import { CONTACTS_PAGE_SIZE, type ContactListQuery } from "../../core/crm/contact-list.ts";
import { type ContactStats, type ContactStatusTotals, contactStats } from "../../core/crm/contact-metrics.ts";
import { type ContactStatus, DEFAULT_CONTACT_SCORE } from "../../core/crm/contact-status.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { getDb } from "../db/client.ts";
import { keysetOrderBy } from "../db/keyset.ts";
import { contacts } from "../db/schema.ts";
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
  createdAt: string;
  updatedAt: string;
};

type ContactRow = typeof contacts.$inferSelect;

export function toContactItem(row: Pick<ContactRow, keyof typeof contactColumns>): ContactItem {
  return {
    ...row,
    value: row.value == null ? null : Number(row.value),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ContactPage = { items: ContactItem[]; total: number; page: number; pages: number };

/** One page of the filtered, sorted list, with the total of the filter for the pager. */
export async function listContacts(actor: SessionUser, query: ContactListQuery): Promise<ContactPage> {
  assertAdmin(actor);
  const db = getDb();
  const where = contactWhere(query);
  const order = keysetOrderBy(contactSort(query.sort));
  const [{ total }] = await db.select({ total: count() }).from(contacts).where(where);
  const pages = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select(contactColumns)
    .from(contacts)
    .where(where)
    .orderBy(...order)
    .limit(CONTACTS_PAGE_SIZE)
    .offset((page - 1) * CONTACTS_PAGE_SIZE);
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

/** Add Contact (001 sections 5 and 7): empty tags, score 50; refused in preview mode. */
export async function createContact(actor: SessionUser, input: NewContact): Promise<ContactItem> {
  assertAdmin(actor);
  refuseInPreview("Contact creation is disabled in preview mode");
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
  return toContactItem(row);
}

/** The card dropdown writes status and updated_at (001 section 4). */
export async function updateContactStatus(actor: SessionUser, id: string, status: ContactStatus) {
  assertAdmin(actor);
  refuseInPreview("Contact changes are disabled in preview mode");
  const [row] = await getDb()
    .update(contacts)
    .set({ status, updatedAt: new Date() })
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id });
  if (!row) throw new ActionError("This contact no longer exists", 404);
}

export async function deleteContact(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Contact deletion is disabled in preview mode");
  const [row] = await getDb().delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (!row) throw new ActionError("This contact no longer exists", 404);
}
