import { and, between, eq, inArray } from "drizzle-orm";
import { invoiceStatus } from "../../../core/revenue/invoice.ts";
import { contacts, invoices } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/**
 * Due dates of invoices that were sent (drafts have not been promised, void ones are gone): a paid
 * one is done, an unpaid one past its day is overdue by the revenue screens' own rule.
 */
export const invoiceDueDates: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "invoice-due")) return [];
  const rows = await ctx.db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      dueDate: invoices.dueDate,
      total: invoices.total,
      currency: invoices.currency,
      updatedAt: invoices.updatedAt,
      clientName: contacts.name,
    })
    .from(invoices)
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(
      and(
        inArray(invoices.status, ["sent", "partially_paid", "paid"]),
        between(invoices.dueDate, range.from, range.to),
      ),
    );
  return rows.map((i) => ({
    id: `invoice-due:${i.id}`,
    kind: "invoice-due" as const,
    title: `Invoice ${i.number} due`,
    allDay: true,
    start: i.dueDate,
    // The invoice itself, as the revenue screen and the project page open it (its PDF).
    href: `/files/invoices/${i.id}`,
    overdue: invoiceStatus(i.status, i.dueDate, ctx.today) === "overdue",
    done: i.status === "paid",
    detail: `${i.clientName} · ${i.currency} ${i.total}`,
    updatedAt: iso(i.updatedAt),
  }));
};
