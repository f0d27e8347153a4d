import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

export type OutgoingMail = {
  /** What the mail is for (signup-confirmation, password-reset, newsletter-confirmation, ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/**
 * Queues a mail for delivery. Writing it to the outbox (inside the caller's transaction when one
 * is passed) means nothing is lost when the mail server is down; the mail worker delivers it.
 */
export async function queueMail(db: Db, mail: OutgoingMail) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, headers: mail.headers ?? {} })
    .returning({ id: mailOutbox.id });
  return row.id;
}
