import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { isCalendarDay } from "../../core/calendar-day.ts";
import { centsToDecimal, formatMoney, parseCents } from "../../core/money.ts";
import {
  DEFAULT_INVOICE_CATEGORY,
  INCOME_CATEGORIES,
  PAYMENT_METHODS,
} from "../../core/revenue/categories.ts";
import { invoiceStatus, statusAfterPayment } from "../../core/revenue/invoice.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { contacts, invoiceItems, invoices, projects, transactions } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { type Actor, isUuid, notFound, ownContactIds } from "../projects/access.ts";
import type { SessionUser } from "../session.ts";
import { PREVIEW_INVOICE_MESSAGE } from "./invoice-create.ts";
import { ensurePublicToken, publicInvoiceUrl } from "./invoice-link.ts";
import { invoiceMail } from "./invoice-mail.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { remindersOf } from "./reminders.ts";
import { getRevenueSettings } from "./settings.ts";

export const INVOICE_PAGE_SIZE = 25;

/** As invoices_issue_date_idx is built (nulls last), so that a page is read off the index. */
/* Newest number first: INV-<year>-<counter>, by year, then by the counter (a longer counter is a
   larger one once it passes 9999), never by issue date, which a later invoice may carry earlier. */
const newestInvoicesFirst = [
  sql`substr(${invoices.number}, 5, 4) desc`,
  sql`length(${invoices.number}) desc`,
  sql`${invoices.number} desc`,
];

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
  hasPublicLink: sql<boolean>`(${invoices.publicToken} is not null)`,
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
  const reminders = await remindersOf(
    rows.map((r) => r.id),
    db,
  );
  return {
    rows: withStatus(rows, today).map((r) => ({ ...r, reminders: reminders[r.id] ?? [] })),
    total: Number(count),
    today,
  };
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
  const loaded = await loadInvoice(db, mine);
  if (!loaded) notFound();
  return loaded;
}

/** An invoice with its client, project name and lines, matched by `where`; no permission check. */
export async function loadInvoice(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ invoice: invoices, contact: contacts, projectName: projects.name })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .leftJoin(projects, eq(projects.id, invoices.projectId))
    .where(where);
  if (!row) return null;
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, row.invoice.id))
    .orderBy(invoiceItems.position);
  return { ...row, items };
}
export type LoadedInvoice = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

async function openInvoice(db: Db, id: string) {
  if (!isUuid(id)) throw new ActionError("This invoice no longer exists.", 404);
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw new ActionError("This invoice no longer exists.", 404);
  return row;
}

/**
 * E-mails the client the invoice (through the outbox): the PDF attached, the public link (made
 * on the first send) and the payment instructions; marks it sent.
 */
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
    const token = await ensurePublicToken(tx, invoice);
    await tx
      .update(invoices)
      .set({ status: invoice.status === "draft" ? "sent" : invoice.status, sentAt: new Date() })
      .where(eq(invoices.id, id));
    const loaded = (await loadInvoice(tx, eq(invoices.id, id))) as LoadedInvoice;
    const pdf = await invoicePdf(loaded, settings);
    await queueMail(
      tx,
      await invoiceMail(
        {
          invoice: loaded.invoice,
          client: loaded.contact,
          siteName: settings.siteName,
          link: publicInvoiceUrl(token),
          paymentInstructions: settings.paymentInstructions,
          pdf,
        },
        tx,
      ),
    );
    return { email: loaded.contact.email, number: invoice.number };
  });
}

/**
 * Records a payment: an income transaction linked to the invoice (so the tracker, dashboard and
 * portal count it), and the invoice's paid amount and status, in one transaction.
 */
export async function recordInvoicePayment(
  actor: SessionUser,
  id: string,
  fields: { amount?: string; date?: string; method?: string; category?: string },
) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const amountText = (fields.amount ?? "").trim();
  const date = (fields.date ?? "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(amountText) || parseCents(amountText) <= 0n) {
    throw new ActionError("Enter a payment amount above 0 in steps of 0.01.");
  }
  if (!isCalendarDay(date)) throw new ActionError("Enter the payment date.");
  const method = (fields.method ?? "").trim();
  if (method && !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    throw new ActionError(`Choose a payment method: ${PAYMENT_METHODS.join(", ")}.`);
  }
  const chosenCategory = (fields.category ?? "").trim();
  if (chosenCategory && !(INCOME_CATEGORIES as readonly string[]).includes(chosenCategory)) {
    throw new ActionError("Choose an income category from the list.");
  }
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
    const category = chosenCategory || (await invoiceCategory(tx, invoice.id));
    await tx.insert(transactions).values({
      amount: amountText,
      type: "income",
      category,
      description: `Payment for invoice ${invoice.number}${method ? ` (${method.toLowerCase()})` : ""}`,
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

/**
 * The invoice's income category: the one its earlier payments were booked under, else
 * 'Other Income'. Never none: a payment is never 'Uncategorised'.
 */
export async function invoiceCategory(db: Db, invoiceId: string) {
  const [row] = await db
    .select({ category: transactions.category })
    .from(transactions)
    .where(and(eq(transactions.invoiceId, invoiceId), sql`${transactions.category} is not null`))
    .orderBy(sql`${transactions.createdAt} desc`)
    .limit(1);
  return row?.category ?? DEFAULT_INVOICE_CATEGORY;
}

/** Voids an unpaid invoice; it keeps its number, which is never issued again. */
/**
 * Voids an open invoice. A partly paid one is voided only when the admin has read what that means
 * (`balanceOnly`: the unpaid balance is cancelled, the payments stay income; core voidQuestion).
 * A paid invoice has nothing left to void.
 */
export async function voidInvoice(actor: SessionUser, id: string, options: { balanceOnly?: boolean } = {}) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const db = getDb();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const invoice = await openInvoice(tx, id);
    if (invoice.status === "paid") throw new ActionError("A paid invoice cannot be voided.", 409);
    if (parseCents(invoice.amountPaid) > 0n && !options.balanceOnly) {
      throw new ActionError(
        "This invoice has payments: voiding it cancels only the unpaid balance, and the payments stay recorded as income. Confirm that to void it.",
        409,
      );
    }
    await tx.update(invoices).set({ status: "void" }).where(eq(invoices.id, id));
  });
}
