import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { invoices, mailOutbox, transactions } from "../db/schema.ts";
import { createInvoice } from "./invoice-create.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import {
  listClientInvoices,
  listInvoices,
  recordInvoicePayment,
  sendInvoice,
  voidInvoice,
} from "./invoices.ts";

const testDb = useTestDatabase();

const draft = (contactId: string, extra: Record<string, unknown> = {}) => ({
  contactId,
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  taxRate: "8.25",
  discount: "0",
  items: [
    { description: "Brand video", quantity: "1", unitPrice: "1000.10" },
    { description: "Edits", quantity: "2", unitPrice: "0.20" },
  ],
  ...extra,
});

async function status(work: Promise<unknown>) {
  try {
    await work;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("invoice numbers", () => {
  it("gives each of many concurrent creations its own number, in sequence, never reused after void", async () => {
    const admin = adminActor();
    const { contact } = await createClientWorld("seq");
    const created = await Promise.all(
      Array.from({ length: 25 }, () =>
        createInvoice(admin, draft(contact.id, { issueDate: "2031-01-05", dueDate: "2031-02-05" })),
      ),
    );
    const numbers = created.map((c) => c.number).sort();
    expect(new Set(numbers).size).toBe(25);
    expect(numbers[0]).toBe("INV-2031-0001");
    expect(numbers[24]).toBe("INV-2031-0025");

    await voidInvoice(admin, created[0].id);
    const [voided] = await testDb.db().select().from(invoices).where(eq(invoices.id, created[0].id));
    expect(voided.status).toBe("void");
    expect(voided.number).toBe(created[0].number);
    const next = await createInvoice(
      admin,
      draft(contact.id, { issueDate: "2031-03-01", dueDate: "2031-03-31" }),
    );
    expect(next.number).toBe("INV-2031-0026");
  });

  it("starts a new sequence each year and stores exact totals", async () => {
    const admin = adminActor();
    const { contact } = await createClientWorld("year");
    const invoice = await createInvoice(
      admin,
      draft(contact.id, { issueDate: "2032-06-01", dueDate: "2032-07-01" }),
    );
    expect(invoice.number).toBe("INV-2032-0001");
    const [row] = await testDb.db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.subtotal).toBe("1000.50");
    expect(row.tax).toBe("82.54");
    expect(row.total).toBe("1083.04");
  });

  it("are listed newest number first, whatever dates the invoices carry", async () => {
    const admin = adminActor();
    const { contact } = await createClientWorld("order");
    // The second invoice of 2033 is dated before the first; a 2034 invoice is dated earliest of all.
    const first = await createInvoice(
      admin,
      draft(contact.id, { issueDate: "2033-11-20", dueDate: "2033-12-20" }),
    );
    const second = await createInvoice(
      admin,
      draft(contact.id, { issueDate: "2033-11-01", dueDate: "2033-12-01" }),
    );
    const next = await createInvoice(
      admin,
      draft(contact.id, { issueDate: "2034-01-01", dueDate: "2034-02-01" }),
    );
    const listed = (await listInvoices(admin)).rows.map((r) => r.number);
    const ours = listed.filter((n) => [first, second, next].some((i) => i.number === n));
    expect(ours).toEqual([next.number, second.number, first.number]);
  });

  it("is refused to non-admins and bad input is a message, not a crash", async () => {
    const { contact } = await createClientWorld("guard");
    await expectForbidden(() => createInvoice(clientActor(), draft(contact.id)));
    await expect(createInvoice(adminActor(), draft(contact.id, { items: [] }))).rejects.toThrow(
      "Add at least one line item.",
    );
  });
});

describe("send, payment and paid", () => {
  it("mails the client the invoice, lists it on their billing page and records payments as income", async () => {
    const admin = adminActor();
    const world = await createClientWorld("pay");
    const invoice = await createInvoice(admin, draft(world.contact.id, { projectId: world.project.id }));
    expect(await listClientInvoices(world.user)).toHaveLength(0); // drafts stay private

    await sendInvoice(admin, invoice.id);
    const mails = await testDb.db().select().from(mailOutbox).where(eq(mailOutbox.to, world.contact.email));
    expect(mails.at(-1)?.text).toContain("/client-portal/billing");
    const listed = await listClientInvoices(world.user);
    expect(listed.map((i) => i.number)).toEqual([invoice.number]);

    await expect(
      recordInvoicePayment(admin, invoice.id, { amount: "2000", date: "2026-11-10" }),
    ).rejects.toThrow("more than the balance due");
    expect(
      (await recordInvoicePayment(admin, invoice.id, { amount: "83.04", date: "2026-11-10" })).status,
    ).toBe("partially_paid");
    expect(
      (await recordInvoicePayment(admin, invoice.id, { amount: "1000.00", date: "2026-11-11" })).status,
    ).toBe("paid");
    const payments = await testDb
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.invoiceId, invoice.id));
    expect(payments.map((p) => p.amount).sort()).toEqual(["1000.00", "83.04"]);
    expect(payments.every((p) => p.type === "income" && p.contactId === world.contact.id)).toBe(true);
    await expect(voidInvoice(admin, invoice.id)).rejects.toThrow("cannot be voided");
  });

  it("voids a partly paid invoice's balance only once the admin confirmed what that means", async () => {
    const admin = adminActor();
    const world = await createClientWorld("partvoid");
    const invoice = await createInvoice(admin, draft(world.contact.id));
    await sendInvoice(admin, invoice.id);
    await recordInvoicePayment(admin, invoice.id, { amount: "400", date: "2026-11-10" });
    await expect(voidInvoice(admin, invoice.id)).rejects.toThrow("cancels only the unpaid balance");
    await voidInvoice(admin, invoice.id, { balanceOnly: true });
    const [row] = await testDb.db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row.status).toBe("void");
    // The money received stays income.
    const payments = await testDb
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.invoiceId, invoice.id));
    expect(payments.map((p) => p.amount)).toEqual(["400.00"]);
  });
});

describe("invoice PDF access", () => {
  it("opens for admins and the invoice's own client, and is a 404 for another client", async () => {
    const admin = adminActor();
    const mine = await createClientWorld("pdf-mine");
    const other = await createClientWorld("pdf-other");
    const invoice = await createInvoice(admin, draft(mine.contact.id));

    expect(await status(renderInvoicePdf(mine.user, invoice.id))).toBe(404); // still a draft
    await sendInvoice(admin, invoice.id);

    const pdf = await renderInvoicePdf(mine.user, invoice.id);
    expect(Buffer.from(pdf.buffer).subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.fileName).toBe(`${invoice.number}.pdf`);
    expect(await status(renderInvoicePdf(admin, invoice.id))).toBe(200);
    expect(await status(renderInvoicePdf(other.user, invoice.id))).toBe(404);
    expect(await status(renderInvoicePdf(other.user, "not-a-uuid"))).toBe(404);
  });
});
