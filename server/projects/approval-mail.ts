import { eq } from "drizzle-orm";
import { getAgencyMailSettings } from "../agency-settings.ts";
import type { Db } from "../db/client.ts";
import { contacts, profiles, users } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { transactionalMail } from "../mail/compose.ts";
import { queueMail } from "../mail/outbox.ts";
import { agencyNoticeMail } from "../notify-agency.ts";

/* The mails of deliverable review (issue 32), queued inside the caller's transaction so that a
   mail leaves exactly when its record commits. */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Queryable = Db | Tx;

export const REVIEW_REQUEST_SUBJECT = "Your approval is requested";

/** The client's address and whether they want project mails (profile preference, default on). */
async function clientRecipient(db: Queryable, clientId: string | null) {
  if (!clientId) return null;
  const [row] = await db
    .select({
      email: contacts.email,
      name: contacts.name,
      userEmail: users.email,
      preferences: profiles.notificationPreferences,
    })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.userId))
    .leftJoin(profiles, eq(profiles.id, contacts.userId))
    .where(eq(contacts.id, clientId));
  if (!row) return null;
  if (row.preferences && row.preferences.project_notifications === false) return null;
  return { email: row.userEmail ?? row.email, name: row.name };
}

export type ApprovalMailInput = {
  project: { name: string; clientId: string | null };
  deliverableId: string;
  fileName: string;
  versionNumber: number;
  dueDate: string | null;
  note: string | null;
};

/** The request, or its reminder once the due date has passed: the same mail with its own opening. */
export async function approvalMail(
  db: Queryable,
  to: { email: string; name: string },
  input: ApprovalMailInput,
  reminder: boolean,
) {
  const url = `${getEnv().BASE_URL}/client-portal/assets/${input.deliverableId}`;
  const what = `${input.versionNumber} of "${input.fileName}" for your project "${input.project.name}"`;
  return transactionalMail(
    {
      kind: reminder ? "approval-reminder" : "approval-request",
      to: to.email,
      subject: `${reminder ? APPROVAL_REMINDER_SUBJECT : REVIEW_REQUEST_SUBJECT}: ${input.fileName}`,
      body: [
        `Hello ${to.name},`,
        reminder
          ? `A reminder: version ${what} is still waiting for your review, and its due date has passed.`
          : `Version ${what} is ready for your review.`,
        ...(input.dueDate ? [{ rows: [["Please decide by", input.dueDate]] as [string, string][] }] : []),
        ...(input.note ? [input.note] : []),
        { button: "Review and approve", url },
      ],
      reason: "You receive this e-mail because project notifications are on in your Client Portal settings.",
    },
    db as Db,
  );
}

async function queueApprovalMail(db: Queryable, input: ApprovalMailInput, reminder: boolean) {
  const to = await clientRecipient(db, input.project.clientId);
  if (!to) return false;
  await queueMail(db as Db, await approvalMail(db, to, input, reminder));
  return true;
}

export const APPROVAL_REMINDER_SUBJECT = "Reminder: your approval is requested";

export function notifyClientOfRequest(db: Queryable, input: ApprovalMailInput) {
  return queueApprovalMail(db, input, false);
}

/** The one reminder for an approval still pending after its due date (approval-reminders.ts). */
export function remindClientOfApproval(db: Queryable, input: ApprovalMailInput) {
  return queueApprovalMail(db, input, true);
}

const AGENCY_SUBJECTS = {
  comment: "New comment on a deliverable",
  approved: "Deliverable approved",
  changes_requested: "Changes requested on a deliverable",
} as const;

export async function notifyAgencyOfReview(
  db: Queryable,
  input: {
    kind: keyof typeof AGENCY_SUBJECTS;
    actorName: string;
    projectName: string;
    deliverableId: string;
    fileName: string;
    versionNumber: number;
    body: string | null;
  },
) {
  const settings = await getAgencyMailSettings(db as Db);
  if (!settings.notificationEmail) return false;
  const url = `${getEnv().BASE_URL}/admin/client-portal/deliverables/${input.deliverableId}`;
  const subject = `${AGENCY_SUBJECTS[input.kind]}: ${input.fileName} (v${input.versionNumber})`;
  const mail = await agencyNoticeMail(
    `review-${input.kind}`,
    settings.notificationEmail,
    subject,
    [
      `${input.actorName} — ${AGENCY_SUBJECTS[input.kind].toLowerCase()} — "${input.fileName}", version ${input.versionNumber}, project "${input.projectName}".`,
      ...(input.body ? [input.body] : []),
      { button: "Open the review", url },
    ],
    db as Db,
  );
  await queueMail(db as Db, mail);
  return true;
}

/** Tells the agency that a client sent a file. */
export async function notifyAgencyOfClientFile(
  db: Queryable,
  input: { actorName: string; projectName: string; fileName: string; deliverableId: string },
) {
  const settings = await getAgencyMailSettings(db as Db);
  if (!settings.notificationEmail) return false;
  const url = `${getEnv().BASE_URL}/admin/client-portal/deliverables/${input.deliverableId}`;
  const mail = await agencyNoticeMail(
    "client-file",
    settings.notificationEmail,
    `A client sent a file: ${input.fileName}`,
    [
      `${input.actorName} sent "${input.fileName}" for the project "${input.projectName}".`,
      { button: "Open it", url },
    ],
    db as Db,
  );
  await queueMail(db as Db, mail);
  return true;
}
