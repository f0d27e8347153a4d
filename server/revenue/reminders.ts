import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { parseCents } from "../../core/money.ts";
import { balanceDue } from "../../core/revenue/invoice.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { claimEach } from "../db/claim-each.ts";
import { type Database, type Db, getDb } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { invoiceReminders, invoices } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import type { SessionUser } from "../session.ts";
import { startSweep } from "../wakeable-loop.ts";
import { PREVIEW_INVOICE_MESSAGE } from "./invoice-create.ts";
import { ensurePublicToken, publicInvoiceUrl } from "./invoice-link.ts";
import { invoiceReminderMail, type ReminderKind } from "./invoice-mail.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { type LoadedInvoice, loadInvoice } from "./invoices.ts";
import { getRevenueSettings, type RevenueSettings } from "./settings.ts";

/*
 * Payment reminders (issue 34 item 7). Before, on and after the due date (settings: 3 days
 * before, on the day, 7 days after by default) an open invoice (sent or partly paid) reminds its
 * client once. The claim is the INSERT of the (invoice, kind) row under a partial unique index,
 * in the same transaction as the queued mail: whichever instance inserts first sends it, every
 * other instance's insert does nothing, and a rolled-back mail leaves no row. Paid and void
 * invoices are never selected. 'Send reminder' adds a 'manual' row each time.
 */

const days = (value: string) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 1 && n <= 90 ? n : null;
};

/**
 * The day window of each automatic kind, as SQL over `i` (invoices): from its trigger day until
 * the next kind's. A 'before' reminder is skipped when the invoice itself went out on or after
 * its trigger day (the client has just received it).
 */
function windows(settings: RevenueSettings): { kind: Exclude<ReminderKind, "manual">; when: SQL }[] {
  const today = sql`${settings.today}::date`;
  const before = days(settings.reminderDaysBefore);
  const after = days(settings.reminderDaysAfter);
  const sentDay = sql`(i.sent_at at time zone ${settings.timeZone})::date`;
  const list: { kind: Exclude<ReminderKind, "manual">; when: SQL }[] = [];
  if (before) {
    list.push({
      kind: "before",
      when: sql`${today} >= i.due_date - ${before}::int and ${today} < i.due_date
                and ${sentDay} < i.due_date - ${before}::int`,
    });
  }
  if (settings.reminderOnDueDate) {
    const end = after ? sql`i.due_date + ${after}::int` : sql`i.due_date + 1`;
    list.push({ kind: "due", when: sql`${today} >= i.due_date and ${today} < ${end}` });
  }
  if (after) list.push({ kind: "after", when: sql`${today} >= i.due_date + ${after}::int` });
  return list;
}

async function reminderMail(tx: Db, loaded: LoadedInvoice, kind: ReminderKind, settings: RevenueSettings) {
  const token = await ensurePublicToken(tx, loaded.invoice);
  return invoiceReminderMail(
    {
      invoice: loaded.invoice,
      client: loaded.contact,
      siteName: settings.siteName,
      link: publicInvoiceUrl(token),
      paymentInstructions: settings.paymentInstructions,
      pdf: await invoicePdf(loaded, settings),
      kind,
      balance: balanceDue(loaded.invoice.total, loaded.invoice.amountPaid),
    },
    tx,
  );
}

/** One pass: claims and queues every reminder due today. Returns how many were queued. */
export async function sendDueReminders(db: Db = getDb(), now = new Date()): Promise<number> {
  const settings = await getRevenueSettings(db, now);
  let queued = 0;
  for (const { kind, when } of windows(settings)) {
    const candidates = rowsOf<{ id: string }>(
      await db.execute(sql`select i.id from invoices i
        where i.status in ('sent', 'partially_paid') and ${when}
          and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id and r.kind = ${kind})
        order by i.due_date, i.id limit 200`),
    );
    queued += await claimEach(
      db,
      candidates.map((row) => row.id),
      async (tx, id) => {
        const loaded = await loadInvoice(tx, eq(invoices.id, id));
        if (!loaded || !["sent", "partially_paid"].includes(loaded.invoice.status)) return false;
        const claimed = rowsOf<{ id: string }>(
          await tx.execute(sql`insert into invoice_reminders (invoice_id, kind, email)
            values (${id}, ${kind}, ${loaded.contact.email})
            on conflict (invoice_id, kind) where kind <> 'manual' do nothing returning id`),
        );
        if (claimed.length === 0) return false;
        await queueMail(tx, await reminderMail(tx, loaded, kind, settings));
        return true;
      },
    );
  }
  return queued;
}

/** 'Send reminder': a reminder now, whatever the date, for an open invoice. */
export async function sendReminder(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_INVOICE_MESSAGE);
  const db = getDb();
  const settings = await getRevenueSettings(db);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [locked] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!locked) throw new ActionError("This invoice no longer exists.", 404);
    if (locked.status !== "sent" && locked.status !== "partially_paid") {
      throw new ActionError("Only a sent, unpaid invoice takes a reminder.", 409);
    }
    const loaded = (await loadInvoice(tx, eq(invoices.id, id))) as LoadedInvoice;
    if (parseCents(balanceDue(locked.total, locked.amountPaid)) <= 0n) {
      throw new ActionError("Nothing is due on this invoice.", 409);
    }
    await tx.insert(invoiceReminders).values({ invoiceId: id, kind: "manual", email: loaded.contact.email });
    await queueMail(tx, await reminderMail(tx, loaded, "manual", settings));
    return { number: locked.number, email: loaded.contact.email };
  });
}

export type ReminderItem = { kind: ReminderKind; sentAt: string; email: string };

/** The reminders of these invoices, oldest first, by invoice id. */
export async function remindersOf(invoiceIds: string[], db: Db = getDb()) {
  const byInvoice: Record<string, ReminderItem[]> = {};
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, invoiceIds))
    .orderBy(asc(invoiceReminders.sentAt));
  for (const r of rows) {
    const list = byInvoice[r.invoiceId] ?? [];
    list.push({ kind: r.kind, sentAt: r.sentAt.toISOString(), email: r.email });
    byInvoice[r.invoiceId] = list;
  }
  return byInvoice;
}

/** Looks for due reminders every hour (and at start); any number of instances may run it. */
export function startInvoiceReminders(database: Database, pollMs = 60 * 60_000) {
  return startSweep({
    database,
    channel: "invoice_reminders_wake",
    pollMs,
    sweep: () => sendDueReminders(database.db),
    label: "[revenue] reminders",
  });
}
