import { formatMoney } from "../../core/money.ts";
import type { ReminderKind } from "../../core/revenue/reminders.ts";
import type { Db } from "../db/client.ts";
import type { MailAttachment } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { type MailBlock, transactionalMail } from "../mail/compose.ts";

export type InvoiceMailInput = {
  invoice: {
    id: string;
    number: string;
    total: string;
    amountPaid?: string;
    currency: string;
    dueDate: string;
  };
  client: { name: string; email: string };
  siteName: string;
  /** The public page of the invoice (no sign-in): /invoice/:token. */
  link: string;
  paymentInstructions: string;
  pdf: { buffer: Uint8Array; fileName: string };
};

export type { ReminderKind };

function attachment(pdf: InvoiceMailInput["pdf"]): MailAttachment {
  return {
    filename: pdf.fileName,
    contentType: "application/pdf",
    contentBase64: Buffer.from(pdf.buffer).toString("base64"),
  };
}

function tail(input: InvoiceMailInput): MailBlock[] {
  const blocks: MailBlock[] = [
    { button: "View the invoice", url: input.link },
    "The invoice is attached as a PDF.",
  ];
  if (input.paymentInstructions.trim()) {
    blocks.push({ heading: "Payment instructions" }, input.paymentInstructions.trim());
  }
  blocks.push(
    `With a client account you also find it in your Client Portal: ${getEnv().BASE_URL}/client-portal/billing`,
  );
  return blocks;
}

/** The mail that sends an invoice to its client: the PDF attached, the public link, how to pay. */
export function invoiceMail(input: InvoiceMailInput, db?: Db) {
  const { invoice, client, siteName } = input;
  return transactionalMail(
    {
      kind: "invoice",
      to: client.email,
      subject: `Invoice ${invoice.number} from ${siteName}`,
      preheader: `${formatMoney(invoice.total, invoice.currency)} due on ${invoice.dueDate}`,
      body: [
        `Hello ${client.name},`,
        `Invoice ${invoice.number} for ${formatMoney(invoice.total, invoice.currency)} is due on ${invoice.dueDate}.`,
        ...tail(input),
      ],
      attachments: [attachment(input.pdf)],
      reason: "You receive this e-mail because we invoiced you for our work.",
    },
    db,
  );
}

const reminderLine: Record<ReminderKind, (due: string) => string> = {
  before: (due) => `a friendly reminder that it is due on ${due}.`,
  due: () => "a reminder that it is due today.",
  after: (due) => `a reminder that it was due on ${due} and is still open.`,
  manual: (due) => `a reminder that it is due on ${due}.`,
};

/** A payment reminder for an unpaid invoice, with the balance, the PDF and the public link. */
export function invoiceReminderMail(
  input: InvoiceMailInput & { kind: ReminderKind; balance: string },
  db?: Db,
) {
  const { invoice, client, siteName } = input;
  const overdue = input.kind === "after";
  return transactionalMail(
    {
      kind: "invoice-reminder",
      to: client.email,
      subject: `${overdue ? "Overdue: invoice" : "Reminder: invoice"} ${invoice.number} from ${siteName}`,
      preheader: `${formatMoney(input.balance, invoice.currency)} due on ${invoice.dueDate}`,
      body: [
        `Hello ${client.name},`,
        `This is about invoice ${invoice.number}: ${reminderLine[input.kind](invoice.dueDate)}`,
        {
          rows: [
            ["Balance due", formatMoney(input.balance, invoice.currency)],
            ["Due date", invoice.dueDate],
          ],
        },
        ...tail(input),
        "If you have already paid, thank you, and please ignore this reminder.",
      ],
      attachments: [attachment(input.pdf)],
      reason: "You receive this e-mail because an invoice we sent you is unpaid.",
    },
    db,
  );
}
