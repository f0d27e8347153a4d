import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { setSetting } from "../../tests/support/campaign-data.ts";
import { createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { openDatabase } from "../db/client.ts";
import { invoiceReminders, invoices, mailOutbox } from "../db/schema.ts";
import { createInvoice } from "./invoice-create.ts";
import { listInvoices, recordInvoicePayment, sendInvoice, voidInvoice } from "./invoices.ts";
import { sendDueReminders, sendReminder } from "./reminders.ts";

const testDb = useTestDatabase();
const admin = adminActor();

async function openInvoice(label: string, dueDate: string) {
  const world = await createClientWorld(label);
  const invoice = await createInvoice(admin, {
    contactId: world.contact.id,
    issueDate: "2030-01-01",
    dueDate,
    taxRate: "0",
    discount: "0",
    items: [{ description: "Brand video", quantity: "1", unitPrice: "900.00" }],
  });
  await sendInvoice(admin, invoice.id);
  // As if mailed on the issue date, well before any reminder.
  await testDb
    .db()
    .update(invoices)
    .set({ sentAt: new Date("2030-01-01T10:00:00Z") })
    .where(eq(invoices.id, invoice.id));
  return { invoice, email: world.contact.email };
}

const reminderMails = async (to: string) =>
  testDb
    .db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "invoice-reminder"), eq(mailOutbox.to, to)));

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe("invoice reminders", () => {
  it("reminds 3 days before, on the day and 7 days after, each exactly once with two workers at once", async () => {
    const db = testDb.db();
    await setSetting(db, "timeZone", "UTC");
    const { invoice, email } = await openInvoice("remind", "2030-02-01");
    const url = testDb.url();
    const second = url ? await openDatabase({ url, migrate: false }) : testDb.database();
    const both = (day: string) =>
      Promise.all([sendDueReminders(db, at(day)), sendDueReminders(second.db, at(day))]);
    try {
      expect(await both("2030-01-28")).toEqual([0, 0]); // 4 days before: nothing yet
      const before = await both("2030-01-29");
      expect(before[0] + before[1]).toBe(1);
      await both("2030-01-30");
      await both("2030-01-31");
      const due = await both("2030-02-01");
      expect(due[0] + due[1]).toBe(1);
      await both("2030-02-05");
      const after = await both("2030-02-08");
      expect(after[0] + after[1]).toBe(1);
      expect(await both("2030-02-20")).toEqual([0, 0]);
    } finally {
      if (url) await second.close();
    }
    const mails = await reminderMails(email);
    expect(mails).toHaveLength(3);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Overdue: invoice ${invoice.number} from Ardent Media Co.`,
      `Reminder: invoice ${invoice.number} from Ardent Media Co.`,
      `Reminder: invoice ${invoice.number} from Ardent Media Co.`,
    ]);
    expect(mails.every((m) => m.attachments.length === 1 && m.text.includes("/invoice/"))).toBe(true);
    const rows = await db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(["after", "before", "due"]);

    // Listed on the invoice in the back office.
    const list = await listInvoices(admin);
    const listed = list.rows.find((r) => r.id === invoice.id);
    expect(listed?.reminders.map((r) => r.kind)).toEqual(["before", "due", "after"]);
  });

  it("stops once the invoice is paid or voided, and follows the settings", async () => {
    const db = testDb.db();
    const paid = await openInvoice("remind-paid", "2030-03-01");
    await recordInvoicePayment(admin, paid.invoice.id, { amount: "900.00", date: "2030-02-20" });
    const voided = await openInvoice("remind-void", "2030-03-01");
    await voidInvoice(admin, voided.invoice.id);
    const off = await openInvoice("remind-off", "2030-03-01");
    await setSetting(db, "reminderDaysBefore", "0");
    await setSetting(db, "reminderOnDueDate", false);
    await sendDueReminders(db, at("2030-02-26"));
    await sendDueReminders(db, at("2030-03-01"));
    expect(await reminderMails(paid.email)).toHaveLength(0);
    expect(await reminderMails(voided.email)).toHaveLength(0);
    expect(await reminderMails(off.email)).toHaveLength(0);
    await sendDueReminders(db, at("2030-03-08"));
    expect(await reminderMails(off.email)).toHaveLength(1);
    expect(await reminderMails(paid.email)).toHaveLength(0);
  });

  it("'Send reminder' sends one each time it is used, for open invoices only, by admins only", async () => {
    const { invoice, email } = await openInvoice("remind-hand", "2030-04-01");
    await sendReminder(admin, invoice.id);
    await sendReminder(admin, invoice.id);
    expect(await reminderMails(email)).toHaveLength(2);
    await expectForbidden(() => sendReminder(clientActor(), invoice.id));
    await recordInvoicePayment(admin, invoice.id, { amount: "900.00", date: "2030-03-02" });
    await expect(sendReminder(admin, invoice.id)).rejects.toThrow(
      "Only a sent, unpaid invoice takes a reminder.",
    );
  });
});
