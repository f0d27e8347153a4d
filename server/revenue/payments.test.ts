import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { transactions } from "../db/schema.ts";
import { createInvoice } from "./invoice-create.ts";
import { recordInvoicePayment, sendInvoice } from "./invoices.ts";
import { createTransaction, markTransactionPaid } from "./transactions.ts";

const testDb = useTestDatabase();
const admin = adminActor();

/** The income booked per month, as the overview and the P&L read it (the kept monthly sums). */
async function incomeByMonth() {
  const { rows } = (await testDb.db().execute(sql`
    select to_char(month, 'YYYY-MM') as month, sum(amount)::text as amount from transaction_monthly_sums
    where type = 'income' group by 1 order by 1`)) as unknown as {
    rows: { month: string; amount: string }[];
  };
  return Object.fromEntries(rows.map((r) => [r.month, r.amount]));
}

describe("payments recorded as they happened", () => {
  it("'Record payment' books the amount on its date under the chosen or the invoice's category, with its method", async () => {
    const world = await createClientWorld("payment");
    const invoice = await createInvoice(admin, {
      contactId: world.contact.id,
      issueDate: "2029-01-05",
      dueDate: "2029-02-05",
      taxRate: "0",
      discount: "0",
      items: [{ description: "Brand film", quantity: "1", unitPrice: "1000.00" }],
    });
    await sendInvoice(admin, invoice.id);
    await expect(
      recordInvoicePayment(admin, invoice.id, { amount: "100", date: "2029-01-20", method: "Barter" }),
    ).rejects.toThrow("Choose a payment method");
    await expect(
      recordInvoicePayment(admin, invoice.id, { amount: "100", date: "2029-01-20", category: "Equipment" }),
    ).rejects.toThrow("Choose an income category from the list.");
    await expectForbidden(() =>
      recordInvoicePayment(clientActor(), invoice.id, { amount: "1", date: "2029-01-20" }),
    );

    await recordInvoicePayment(admin, invoice.id, {
      amount: "400.00",
      date: "2029-01-20",
      method: "Bank transfer",
      category: "Video Production",
    });
    // A second payment without a category takes the invoice's: never 'Uncategorised'.
    await recordInvoicePayment(admin, invoice.id, { amount: "600.00", date: "2029-03-02", method: "Card" });
    const payments = await testDb
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.invoiceId, invoice.id))
      .orderBy(transactions.date);
    expect(payments.map((p) => [p.date, p.category, p.description])).toEqual([
      ["2029-01-20", "Video Production", `Payment for invoice ${invoice.number} (bank transfer)`],
      ["2029-03-02", "Video Production", `Payment for invoice ${invoice.number} (card)`],
    ]);
    expect(await incomeByMonth()).toMatchObject({ "2029-01": "400.00", "2029-03": "600.00" });
  });

  it("'Mark paid' books a pending transaction on the payment date, so the month follows the cash", async () => {
    await createTransaction(admin, {
      amount: "250.00",
      type: "income",
      category: "Photography",
      description: "Pending shoot",
      date: "2028-05-10",
      status: "pending",
    });
    const [pending] = await testDb
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.description, "Pending shoot"));
    await expect(markTransactionPaid(admin, pending.id, "2028-06-31")).rejects.toThrow(
      "Enter the payment date.",
    );
    await markTransactionPaid(admin, pending.id, "2028-07-03");
    const [paid] = await testDb.db().select().from(transactions).where(eq(transactions.id, pending.id));
    expect(paid).toMatchObject({ status: "completed", date: "2028-07-03" });
    const months = await incomeByMonth();
    expect(months["2028-07"]).toBe("250.00");
    expect(months["2028-05"] ?? "0.00").toBe("0.00");
  });
});
