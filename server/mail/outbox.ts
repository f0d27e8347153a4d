import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type CalendarInvite, type MailAttachment, mailOutbox } from "../db/schema.ts";

export type OutgoingMail = {
  /** What the mail is for (signup-confirmation, password-reset, newsletter-confirmation, ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  calendarInvite?: CalendarInvite;
};

/** The channel that wakes the mail workers of every app instance when a mail is queued. */
export const MAIL_QUEUED_CHANNEL = "mail_outbox_queued";

/**
 * Queues a mail for delivery. Writing it to the outbox (inside the caller's transaction when one
 * is passed) means nothing is lost when the mail server is down; the mail worker delivers it.
 * The NOTIFY is delivered only when the caller's transaction commits, so a worker woken by it
 * always finds the row (and a rolled-back mail wakes nobody).
 */
export async function queueMail(db: Db, mail: OutgoingMail) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, headers: mail.headers ?? {}, attachments: mail.attachments ?? [] })
    .returning({ id: mailOutbox.id });
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${row.id})`);
  return row.id;
}
