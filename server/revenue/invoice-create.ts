import { eq, sql } from "drizzle-orm";
import { centsToDecimal } from "../../core/money.ts";
import {
  type InvoiceInput,
  invoiceInput,
  invoiceNumber,
  invoiceTotals,
  lineAmount,
} from "../../core/revenue/invoice.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { contacts, invoiceItems, invoiceNumberCounters, invoices, projects } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

export const PREVIEW_INVOICE_MESSAGE = "Invoice changes are disabled in preview mode";

/**
 * The next number of the year, taken inside the creating transaction: the upsert locks the
 * year's counter row until commit, so concurrent creations queue on it and each gets its own
 * number; a rolled-back creation gives its number back before anyone saw it, and a void
 * invoice keeps its own, so no issued number is ever reused.
 */
export async function nextInvoiceNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  return invoiceNumber(year, row.last);
}

export function parseInvoice(fields: unknown): InvoiceInput {
  const result = invoiceInput.safeParse(fields);
  if (!result.success) throw new ActionError(result.error.issues[0]?.message ?? "Please check the invoice");
  return result.data;
}

/** Creates a draft invoice with its lines and a number from the year's sequence. */
export async function createInvoice(actor: SessionUser, fields: unknown) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const input = parseInvoice(fields);
  const db = getDb();
  const [client] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, input.contactId));
  if (!client) throw new ActionError("The chosen client no longer exists.");
  if (input.projectId) {
    const [project] = await db
      .select({ clientId: projects.clientId })
      .from(projects)
      .where(eq(projects.id, input.projectId));
    if (!project) throw new ActionError("The chosen project no longer exists.");
    if (project.clientId && project.clientId !== input.contactId) {
      throw new ActionError("The project belongs to another client.");
    }
  }
  const { currency } = await getRevenueSettings(db);
  const totals = invoiceTotals(input.items, input.taxRate, input.discount);
  return db.transaction(async (tx) => {
    const number = await nextInvoiceNumber(tx as unknown as Db, Number(input.issueDate.slice(0, 4)));
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number,
        contactId: input.contactId,
        projectId: input.projectId,
        issueDate: input.issueDate,
        dueDate: input.dueDate,
        taxRate: input.taxRate,
        discount: totals.discount,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        notes: input.notes,
        currency,
      })
      .returning({ id: invoices.id, number: invoices.number });
    await tx.insert(invoiceItems).values(
      input.items.map((item, position) => ({
        invoiceId: invoice.id,
        position,
        description: item.description,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        amount: centsToDecimal(lineAmount(item)),
      })),
    );
    return invoice;
  });
}
