import { and, desc, eq, like, sql } from "drizzle-orm";
import { type ContactSnapshot, contactChanges, type FieldChange } from "../../core/crm/contact-activity.ts";
import { type ContactEdit, duplicateEmailWarning } from "../../core/crm/contact-form.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { auditLog, contactSubmissions, contacts, projects, transactions, users } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { contactColumns } from "./contact-query.ts";
import { type ContactItem, contactsWithEmail, toContactItem } from "./contacts.ts";

/** How many entries of each linked list the detail view shows (the lists link to the rest). */
const LINKED_LIMIT = 50;

export type ContactDetail = ContactItem & {
  lastContact: string | null;
  nextFollowUp: string | null;
  portalAccount: { id: string; email: string; name: string } | null;
  submissions: {
    id: string;
    status: string;
    subject: string | null;
    serviceNeeded: string | null;
    budgetRange: string | null;
    projectDetails: string;
    message: string | null;
    submittedAt: string;
  }[];
  projects: { id: string; name: string; status: string; value: number | null; startDate: string | null }[];
  transactions: {
    id: string;
    type: string;
    amount: number;
    status: string;
    description: string | null;
    date: string;
  }[];
  activity: { id: string; action: string; actor: string; at: string; changes: FieldChange[] }[];
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** The contact with everything linked to it: briefs, projects, transactions, portal account, history. */
export async function getContactDetail(
  actor: SessionUser,
  id: string,
  db: Db = getDb(),
): Promise<ContactDetail | null> {
  assertAdmin(actor);
  const [row] = await db
    .select({
      ...contactColumns,
      lastContact: contacts.lastContact,
      nextFollowUp: contacts.nextFollowUp,
      userId: contacts.userId,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  if (!row) return null;
  const [account, briefs, work, money, history] = await Promise.all([
    row.userId
      ? db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, row.userId))
      : Promise.resolve([]),
    db
      .select({
        id: contactSubmissions.id,
        status: contactSubmissions.status,
        subject: contactSubmissions.subject,
        serviceNeeded: contactSubmissions.serviceNeeded,
        budgetRange: contactSubmissions.budgetRange,
        projectDetails: contactSubmissions.projectDetails,
        message: contactSubmissions.message,
        submittedAt: contactSubmissions.submittedAt,
      })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.contactId, id))
      .orderBy(desc(contactSubmissions.submittedAt))
      .limit(LINKED_LIMIT),
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        value: projects.value,
        startDate: projects.startDate,
      })
      .from(projects)
      .where(eq(projects.clientId, id))
      .orderBy(desc(projects.createdAt))
      .limit(LINKED_LIMIT),
    db
      .select({
        id: transactions.id,
        type: transactions.type,
        amount: transactions.amount,
        status: transactions.status,
        description: transactions.description,
        date: transactions.date,
      })
      .from(transactions)
      .where(eq(transactions.contactId, id))
      .orderBy(desc(transactions.date))
      .limit(LINKED_LIMIT),
    contactActivity(id, db),
  ]);
  const { userId: _userId, lastContact, nextFollowUp, ...item } = row;
  return {
    ...toContactItem(item),
    lastContact: day(lastContact),
    nextFollowUp: day(nextFollowUp),
    portalAccount: account[0] ?? null,
    submissions: briefs.map((b) => ({ ...b, submittedAt: b.submittedAt.toISOString() })),
    projects: work.map((p) => ({ ...p, value: p.value == null ? null : Number(p.value) })),
    transactions: money.map((t) => ({ ...t, amount: Number(t.amount), date: String(t.date) })),
    activity: history,
  };
}

/** The contact's entries of the audit log, newest first. */
async function contactActivity(id: string, db: Db) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.action, "contact.%"), sql`${auditLog.details}->>'contactId' = ${id}`))
    .orderBy(desc(auditLog.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: r.actorEmail,
    at: r.createdAt.toISOString(),
    changes: Array.isArray(r.details.changes) ? (r.details.changes as FieldChange[]) : [],
  }));
}

function snapshotOf(row: typeof contacts.$inferSelect): ContactSnapshot {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    source: row.source,
    status: row.status,
    value: row.value == null ? null : Number(row.value),
    serviceInterest: row.serviceInterest,
    projectDetails: row.projectDetails,
    notes: row.notes,
    tags: row.tags,
    lastContact: day(row.lastContact),
    nextFollowUp: day(row.nextFollowUp),
  };
}

/**
 * Edit Contact (001 section 6): every field the form shows, checked by the same schema as Add
 * Contact; the changes are kept in the activity history (who and when). Refused in preview mode.
 */
export async function updateContact(
  actor: SessionUser,
  id: string,
  input: ContactEdit,
  db: Db = getDb(),
): Promise<{ changes: FieldChange[]; warning?: string }> {
  assertAdmin(actor);
  refuseInPreview("Contact changes are disabled in preview mode");
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!before) throw new ActionError("This contact no longer exists", 404);
    const values = { ...input, value: input.value == null ? null : input.value.toFixed(2) };
    const after = snapshotOf({ ...before, ...values });
    const changes = contactChanges(snapshotOf(before), after);
    if (changes.length === 0) return { changes };
    await tx
      .update(contacts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(contacts.id, id));
    await recordAudit(actor, "contact.update", input.email, { contactId: id, changes }, tx);
    const emailChanged = before.email.toLowerCase() !== input.email.toLowerCase();
    const warning = emailChanged
      ? duplicateEmailWarning(input.email, await contactsWithEmail(input.email, id, tx))
      : undefined;
    return { changes, warning };
  });
}
