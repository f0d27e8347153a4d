import { getAgencyMailSettings } from "./agency-settings.ts";
import type { Db } from "./db/client.ts";
import { type MailBlock, transactionalMail } from "./mail/compose.ts";
import { queueMail } from "./mail/outbox.ts";

/*
 * The Notifications tab (issue 17): a mail to notificationEmail when something new arrives, each
 * kind only while its switch is on. Called inside the caller's transaction, so the mail is queued
 * exactly when the new row commits. (The contact form keeps its own richer notification.)
 */

const SWITCH = {
  subscriber: "notifyNewSubscriber",
  project: "notifyNewProject",
  contact: "notifyNewContact",
} as const;
/** The footer of every notification to the agency. */
export const NOTIFICATION_REASON =
  "You receive this e-mail because notifications are on in Settings › Notifications of the back office.";

export type AgencyNotice = keyof typeof SWITCH;

export async function notifyAgency(db: Db, kind: AgencyNotice, subject: string, lines: string[]) {
  const settings = await getAgencyMailSettings(db);
  if (!settings[SWITCH[kind]]) return false;
  await queueMail(
    db,
    await agencyNoticeMail(`${kind}-notification`, settings.notificationEmail, subject, lines, db),
  );
  return true;
}

/** A notice to the agency's own address: what happened, and why the agency gets these mails. */
export function agencyNoticeMail(kind: string, to: string, subject: string, body: MailBlock[], db?: Db) {
  return transactionalMail({ kind, to, subject, body, reason: NOTIFICATION_REASON }, db);
}
