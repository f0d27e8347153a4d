import "../zod-jitless.ts";
import { z } from "zod";
import { isCalendarDay } from "../calendar-day.ts";
import { centsToDecimal, formatMoney, mulDivRound, parseCents } from "../money.ts";
import { MAX_AMOUNT } from "./transaction-schema.ts";

/** invoice_items.quantity is numeric(12,2). */
const MAX_QUANTITY = "9999999999.99";

/** Stored statuses; 'overdue' is derived from the due date (see invoiceStatus). */
export const STORED_INVOICE_STATUSES = ["draft", "sent", "partially_paid", "paid", "void"] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];
export type InvoiceStatus = StoredInvoiceStatus | "overdue";

/** The kit's StatusBadge and core/status-tones.ts spell the stored 'partially_paid' with a hyphen. */
export function invoiceBadgeStatus(status: InvoiceStatus): string {
  return status === "partially_paid" ? "partially-paid" : status;
}

/** Overdue: sent or partly paid, and past its due date (in the agency's time zone). */
export function invoiceStatus(stored: StoredInvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  if ((stored === "sent" || stored === "partially_paid") && dueDate < today) return "overdue";
  return stored;
}

/** INV-2026-0001: the year of issue and a per-year counter, padded to four digits. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(4, "0")}`;
}

export type LineInput = { description: string; quantity: string; unitPrice: string };

/** quantity (up to 2 decimals) × unit price, rounded to the cent. */
export function lineAmount(line: Pick<LineInput, "quantity" | "unitPrice">): bigint {
  return mulDivRound(parseCents(line.unitPrice), parseCents(line.quantity), 100n);
}

/**
 * Totals of an invoice: the discount is an amount taken off the subtotal, tax applies to what
 * remains (rate in percent, up to 2 decimals), each rounded to the cent.
 */
export function invoiceTotals(
  lines: Pick<LineInput, "quantity" | "unitPrice">[],
  taxRate: string,
  discount: string,
) {
  const subtotal = lines.reduce((sum, l) => sum + lineAmount(l), 0n);
  const discountCents = parseCents(discount);
  const taxable = subtotal - discountCents;
  const tax = mulDivRound(taxable, parseCents(taxRate), 10000n);
  const total = taxable + tax;
  return {
    subtotal: centsToDecimal(subtotal),
    discount: centsToDecimal(discountCents),
    tax: centsToDecimal(tax),
    total: centsToDecimal(total),
  };
}

const money = (message: string) =>
  z
    .string()
    .trim()
    .transform((v) => v || "0")
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), message);

const day = z.string().trim().refine(isCalendarDay, "Enter a valid date.");

export const invoiceInput = z
  .object({
    contactId: z.uuid("Choose the client contact."),
    projectId: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .pipe(z.uuid("Choose a project from the list.").nullable()),
    issueDate: day,
    dueDate: day,
    taxRate: money("Enter a tax rate such as 8.25.").refine(
      (v) => parseCents(v) <= 10000n,
      "The tax rate is at most 100 %.",
    ),
    discount: money("Enter a discount such as 100.00."),
    notes: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .transform((v) => v || null),
    items: z
      .array(
        z.object({
          description: z.string().trim().min(1, "Each line needs a description.").max(300),
          quantity: money("Enter a quantity such as 1 or 2.5.")
            .refine((v) => parseCents(v) > 0n, "A quantity is above 0.")
            .refine(
              (v) => parseCents(v) <= parseCents(MAX_QUANTITY),
              "A quantity is at most 9,999,999,999.99.",
            ),
          unitPrice: money("Enter a unit price such as 250.00."),
        }),
      )
      .min(1, "Add at least one line item.")
      .max(100),
  })
  .superRefine((v, ctx) => {
    if (v.dueDate < v.issueDate)
      ctx.addIssue({
        code: "custom",
        message: "The due date must be on or after the issue date.",
        path: ["dueDate"],
      });
    const totals = invoiceTotals(v.items, v.taxRate, v.discount);
    // Every amount is stored as numeric(14,2): past that the insert would fail as a 5xx.
    const amounts = [totals.subtotal, totals.discount, totals.total, ...v.items.map((i) => i.unitPrice)];
    if (amounts.some((a) => parseCents(a) > parseCents(MAX_AMOUNT))) {
      ctx.addIssue({ code: "custom", message: "The invoice amounts are too large.", path: ["items"] });
      return;
    }
    if (parseCents(totals.total) <= 0n)
      ctx.addIssue({ code: "custom", message: "The invoice total must be above 0.", path: ["discount"] });
  });

export type InvoiceInput = z.output<typeof invoiceInput>;

/** What is still owed; a payment may not exceed it. */
export function balanceDue(total: string, paid: string): string {
  return centsToDecimal(parseCents(total) - parseCents(paid));
}

/** The stored status after a payment: paid once the balance reaches zero. */
export function statusAfterPayment(total: string, paid: string): StoredInvoiceStatus {
  return parseCents(paid) >= parseCents(total) ? "paid" : "partially_paid";
}

/**
 * What the Void button asks, in words (issue 34 item 8). An unpaid invoice is simply cancelled. A
 * partly paid one cancels only its unpaid balance: the client is not asked for it again, and what
 * was received stays recorded as income (a refund is a separate expense).
 */
export function voidQuestion(invoice: {
  number: string;
  total: string;
  amountPaid: string;
  currency: string;
}): string {
  const paid = parseCents(invoice.amountPaid);
  if (paid <= 0n) return `Void invoice ${invoice.number}? It keeps its number, which is never used again.`;
  const money = (v: bigint | string) => formatMoney(v, invoice.currency);
  const rest = parseCents(invoice.total) - paid;
  return (
    `${invoice.number} has ${money(paid)} of ${money(invoice.total)} paid. Voiding it cancels the unpaid ` +
    `${money(rest)}: the client is not asked for it again and no more reminders go out. The ` +
    `${money(paid)} received stays recorded as income; to give it back, record a refund as an ` +
    "expense transaction. The invoice keeps its number, which is never used again."
  );
}
