import { and, eq, inArray, sql } from "drizzle-orm";
import { isCalendarDay } from "../../core/calendar-day.ts";
import { centsToDecimal, formatMoney, parseCents } from "../../core/money.ts";
import { invoiceStatus, statusAfterPayment } from "../../core/revenue/invoice.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { contacts, invoiceItems, invoices, projects, transactions } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { queueMail } from "../mail/outbox.ts";
import { type Actor, isUuid, notFound, ownContactIds } from "../projects/access.ts";
import type { SessionUser } from "../session.ts";
import { PREVIEW_INVOICE_MESSAGE } from "./invoice-create.ts";
import { getRevenueSettings } from "./settings.ts";

export const INVOICE_PAGE_SIZE = 25;

/** As invoices_issue_date_idx is built (nulls last), so that a page is read off the index. */
const newestInvoicesFirst = [sql`${invoices.issueDate} desc nulls last`, sql`${invoices.id} desc nulls last`];

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: sql<string>`${invoices.total}::text`,
  amountPaid: sql<string>`${invoices.amountPaid}::text`,
  currency: invoices.currency,
  contactId: invoices.contactId,
  contactName: contacts.name,
  projectName: projects.name,
};

function withStatus<R extends { status: Parameters<typeof invoiceStatus>[0]; dueDate: string }>(
  rows: R[],
  today: string,
) {
  return rows.map((r) => ({ ...r, displayStatus: invoiceStatus(r.status, r.dueDate, today) }));
}

/** The invoices tab, newest first. */
export async function listInvoices(actor: SessionUser, page = 1) {
  assertAdmin(actor);
  const db = getDb();
  const { today } = await getRevenueSettings(db);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select(listColumns)
      .from(invoices)
      .innerJoin(contacts, eq(contacts.id, invoices.contactId))
      .leftJoin(projects, eq(projects.id, invoices.projectId))
      .orderBy(...newestInvoicesFirst)
      .limit(INVOICE_PAGE_SIZE)
      .offset((page - 1) * INVOICE_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)::int` }).from(invoices),
  ]);
  return { rows: withStatus(rows, today), total: Number(count), today };
}

/** The portal's billing page: the invoices of the client's own contacts, drafts excepted. */
export async function listClientInvoices(user: Actor) {
  const db = getDb();
  const { today } = await getRevenueSettings(db);
  const rows = await db
    .select(listColumns)
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(and(inArray(invoices.contactId, ownContactIds(user.id, db)), sql`${invoices.status} <> 'draft'`))
    .orderBy(...newestInvoicesFirst)
    .limit(200);
  return withStatus(rows, today);
}

/**
 * An invoice with its lines, if the user may open it: admins any, a client only a sent invoice
 * of a contact linked to their account. Anything else is the same 404 as a missing invoice.
 */
export async function requireInvoiceAccess(user: Actor, id: string) {
  if (!isUuid(id)) notFound();
  const db = getDb();
  const mine = user.isAdmin
    ? eq(invoices.id, id)
    : and(
        eq(invoices.id, id),
        inArray(invoices.contactId, ownContactIds(user.id, db)),
        sql`${invoices.status} <> 'draft'`,
      );
  const [row] = await db
    .select({ invoice: invoices, contact: contacts, projectName: projects.name })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(mine);
  if (!row) notFound();
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(invoiceItems.position);
  return { ...row, items };
}

async function openInvoice(db: Db, id: string) {
  if (!isUuid(id)) throw new ActionError("This invoice no longer exists.", 404);
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw new ActionError("This invoice no longer exists.", 404);
  return row;
}

/** E-mails the client a link to the invoice on their portal (through the outbox) and marks it sent. */
export async function sendInvoice(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const db = getDb();
  const settings = await getRevenueSettings(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const invoice = await openInvoice(tx, id);
    if (invoice.status === "void" || invoice.status === "paid") {
      throw new ActionError(`A ${invoice.status} invoice cannot be sent.`, 409);
    }
    const [client] = await tx.select().from(contacts).where(eq(contacts.id, invoice.contactId));
    const base = getEnv().BASE_URL;
    await queueMail(tx, {
      kind: "invoice",
      to: client.email,
      subject: `Invoice ${invoice.number} from ${settings.siteName}`,
      text: [
        `Hello ${client.name},`,
        "",
        `Invoice ${invoice.number} for ${formatMoney(invoice.total, invoice.currency)} is due on ${invoice.dueDate}.`,
        "",
        "See it and download the PDF in your Client Portal:",
        `${base}/client-portal/billing`,
        "",
        `PDF: ${base}/files/invoices/${invoice.id}`,
        "",
        settings.siteName,
      ].join("\n"),
    });
    if (invoice.status === "draft") {
      await tx.update(invoices).set({ status: "sent", sentAt: new Date() }).where(eq(invoices.id, id));
    } else {
      await tx.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, id));
    }
    return { email: client.email, number: invoice.number };
  });
}

/**
 * Records a payment: an income transaction linked to the invoice (so the tracker, dashboard and
 * portal count it), and the invoice's paid amount and status, in one transaction.
 */
export async function recordInvoicePayment(
  actor: SessionUser,
  id: string,
  fields: { amount?: string; date?: string },
) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const amountText = (fields.amount ?? "").trim();
  const date = (fields.date ?? "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(amountText) || parseCents(amountText) <= 0n) {
    throw new ActionError("Enter a payment amount above 0 in steps of 0.01.");
  }
  if (!isCalendarDay(date)) throw new ActionError("Enter the payment date.");
  const db = getDb();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const invoice = await openInvoice(tx, id);
    if (invoice.status === "draft")
      throw new ActionError("Send the invoice before recording a payment.", 409);
    if (invoice.status === "void" || invoice.status === "paid") {
      throw new ActionError(`A ${invoice.status} invoice takes no payment.`, 409);
    }
    const balance = parseCents(invoice.total) - parseCents(invoice.amountPaid);
    if (parseCents(amountText) > balance) {
      throw new ActionError(
        `The payment is more than the balance due (${formatMoney(balance, invoice.currency)}).`,
      );
    }
    const paid = centsToDecimal(parseCents(invoice.amountPaid) + parseCents(amountText));
    await tx.insert(transactions).values({
      amount: amountText,
      type: "income",
      category: null,
      description: `Payment for invoice ${invoice.number}`,
      date,
      status: "completed",
      contactId: invoice.contactId,
      projectId: invoice.projectId,
      invoiceId: invoice.id,
    });
    const status = statusAfterPayment(invoice.total, paid);
    await tx.update(invoices).set({ amountPaid: paid, status }).where(eq(invoices.id, id));
    return { status, paid };
  });
}

/** Voids an unpaid invoice; it keeps its number, which is never issued again. */
export async function voidInvoice(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const db = getDb();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const invoice = await openInvoice(tx, id);
    if (parseCents(invoice.amountPaid) > 0n) {
      throw new ActionError("An invoice with payments cannot be voided.", 409);
    }
    await tx.update(invoices).set({ status: "void" }).where(eq(invoices.id, id));
  });
}
