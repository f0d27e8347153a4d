import { eq } from "drizzle-orm";
import { isCalendarDay } from "../../core/calendar-day.ts";
import {
  PREVIEW_CREATE_MESSAGE,
  type TransactionInput,
  transactionInput,
} from "../../core/revenue/transaction-schema.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { contacts, projects, transactions } from "../db/schema.ts";
import { isUuid } from "../projects/access.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

export const PREVIEW_CHANGE_MESSAGE = "Transaction changes are disabled in preview mode";

/** Parses the form; bad input is an ActionError with the schema's first message (never a 500). */
export function parseTransaction(fields: Record<string, unknown>): TransactionInput {
  const result = transactionInput.safeParse(fields);
  if (!result.success) throw new ActionError(result.error.issues[0]?.message ?? "Please check the form");
  return result.data;
}

/** A chosen contact or project must exist: a foreign-key failure would otherwise be a 500. */
async function checkLinks(input: TransactionInput) {
  const db = getDb();
  if (input.contactId) {
    const [c] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, input.contactId));
    if (!c) throw new ActionError("The chosen contact no longer exists.");
  }
  if (input.projectId) {
    const [p] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId));
    if (!p) throw new ActionError("The chosen project no longer exists.");
  }
}

export async function createTransaction(actor: SessionUser, fields: Record<string, unknown>) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_CREATE_MESSAGE);
  const input = parseTransaction(fields);
  await checkLinks(input);
  const [row] = await getDb().insert(transactions).values(input).returning({ id: transactions.id });
  return row.id;
}

async function existing(id: string) {
  if (!isUuid(id)) throw new ActionError("This transaction no longer exists.", 404);
  const [row] = await getDb().select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new ActionError("This transaction no longer exists.", 404);
  return row;
}

export async function updateTransaction(actor: SessionUser, id: string, fields: Record<string, unknown>) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_CHANGE_MESSAGE);
  const row = await existing(id);
  if (row.invoiceId)
    throw new ActionError("This payment belongs to an invoice: change it on the invoice.", 409);
  const input = parseTransaction(fields);
  await checkLinks(input);
  await getDb().update(transactions).set(input).where(eq(transactions.id, id));
}

/** Marks a pending transaction as paid (completed), which also clears its overdue mark. */
/**
 * 'Mark paid' on a pending transaction: completed, booked on the day the money came in (default
 * today), so month figures and the P&L follow the cash.
 */
export async function markTransactionPaid(actor: SessionUser, id: string, paidOn?: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_CHANGE_MESSAGE);
  const date = (paidOn ?? "").trim() || (await getRevenueSettings()).today;
  if (!isCalendarDay(date)) throw new ActionError("Enter the payment date.");
  await existing(id);
  await getDb().update(transactions).set({ status: "completed", date }).where(eq(transactions.id, id));
}

export async function deleteTransaction(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_CHANGE_MESSAGE);
  const row = await existing(id);
  if (row.invoiceId)
    throw new ActionError("This payment belongs to an invoice: void the invoice instead.", 409);
  await getDb().delete(transactions).where(eq(transactions.id, id));
  await recordAudit(actor, "transaction.delete", row.description || row.category, {
    transactionId: id,
    amount: row.amount,
  });
}
