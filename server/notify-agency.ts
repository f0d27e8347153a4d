import { getAgencyMailSettings } from "./agency-settings.ts";
import type { Db } from "./db/client.ts";
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
export type AgencyNotice = keyof typeof SWITCH;

export async function notifyAgency(db: Db, kind: AgencyNotice, subject: string, lines: string[]) {
  const settings = await getAgencyMailSettings(db);
  if (!settings[SWITCH[kind]]) return false;
  await queueMail(db, {
    kind: `${kind}-notification`,
    to: settings.notificationEmail,
    subject,
    text: lines.join("\n"),
  });
  return true;
}
