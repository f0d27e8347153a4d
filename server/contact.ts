import {
  CALL_REQUEST_MESSAGES,
  CALL_REQUEST_SOURCE,
  type CallRequestField,
  callRequestBrief,
  validateCallRequest,
} from "../core/call-request.ts";
import {
  budgetLabel,
  budgetValue,
  CONTACT_MESSAGES,
  contactNotes,
  isHoneypotFilled,
  serviceLabel,
} from "../core/contact-form.ts";
import { type ContactField, type ContactForm, validateContactForm } from "../core/contact-form-rules.ts";
import { retryAfterSeconds, tryAgainIn } from "../core/retry-after.ts";
import { getAgencyMailSettings } from "./agency-settings.ts";
import { type Db, getDb } from "./db/client.ts";
import { contactSubmissions, contacts } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { featureOff } from "./feature-flags.ts";
import { transactionalMail } from "./mail/compose.ts";
import { queueMail } from "./mail/outbox.ts";
import { NOTIFICATION_REASON } from "./notify-agency.ts";
import { rateLimitWait } from "./rate-limit.ts";

/** A person rarely sends more than a couple of briefs; a script sends hundreds. */
export const CONTACT_RATE_LIMIT = { max: 8, windowMs: 10 * 60_000 };

export type ContactResult =
  | { success: true; message: string }
  | {
      success: false;
      status: 400 | 403 | 429 | 503;
      message: string;
      field?: ContactField;
      contactEmail: string | null;
      /** With 429: the seconds until the next brief is accepted (the Retry-After header). */
      retryAfter?: number;
    };

/**
 * The contact form's submit (000 section 7): validates, then in one transaction writes the
 * submission, its CRM contact (score 50, status new, source 'Website Contact Form') and the
 * agency's notification e-mail. A filled honeypot pretends success and stores nothing.
 */
export async function submitContactForm(
  input: unknown,
  meta: { ip: string | null; lead?: { phone?: string; source?: string } },
  db: Db = getDb(),
): Promise<ContactResult> {
  const success = { success: true, message: CONTACT_MESSAGES.success } as const;
  const fields = (input ?? {}) as Record<string, unknown>;
  if (isHoneypotFilled(fields)) return success;

  const off = await featureOff("enableContactForm");
  if (off) return { success: false, status: 403, message: off, contactEmail: null };

  const validation = validateContactForm(fields);
  if (!validation.ok) {
    const { field, message } = validation;
    return { success: false, status: 400, field, message, contactEmail: null };
  }
  // Preview mode simulates every write (DESIGN.md).
  if (getEnv().PREVIEW_MODE) return success;

  try {
    const settings = await getAgencyMailSettings(db);
    const wait = await rateLimitWait(db, `contact-form:${meta.ip ?? "unknown"}`, CONTACT_RATE_LIMIT);
    if (wait > 0) {
      const retryAfter = retryAfterSeconds(wait);
      return {
        success: false,
        status: 429,
        message: `${CONTACT_MESSAGES.rateLimited} ${tryAgainIn(retryAfter)}`,
        contactEmail: settings.contactEmail,
        retryAfter,
      };
    }
    await db.transaction(async (tx) => {
      const form = validation.data;
      const [contact] = await tx
        .insert(contacts)
        .values({
          name: form.name,
          email: form.email,
          phone: meta.lead?.phone ?? null,
          company: form.company ?? null,
          position: null,
          source: meta.lead?.source ?? "Website Contact Form",
          status: "new",
          value: budgetValue(form.budget_range)?.toString() ?? null,
          tags: form.service_needed ? [form.service_needed] : [],
          notes: contactNotes(form),
          lastContact: null,
          nextFollowUp: null,
          assignedTo: null,
          score: 50,
          serviceInterest: form.service_needed ?? null,
          projectDetails: form.project_details,
        })
        .returning({ id: contacts.id });
      await tx.insert(contactSubmissions).values({
        name: form.name,
        email: form.email,
        company: form.company ?? null,
        serviceNeeded: form.service_needed ?? null,
        subject: form.subject ?? null,
        projectDetails: form.project_details,
        message: form.project_win ?? null,
        budgetRange: form.budget_range ?? null,
        ipAddress: meta.ip,
        contactId: contact.id,
      });
      if (settings.notifyNewContact) {
        await queueMail(tx, await contactNotificationMail(settings.notificationEmail, form, tx));
      }
    });
    return success;
  } catch (error) {
    console.error("[contact] submission failed:", error);
    return { success: false, status: 503, message: CONTACT_MESSAGES.failure, contactEmail: null };
  }
}

export type CallRequestResult =
  | { success: true; message: string }
  | {
      success: false;
      status: 400 | 403 | 429 | 503;
      message: string;
      field?: CallRequestField;
      retryAfter?: number;
    };

/**
 * /book's 'request a call' form (when no booking calendar is set): checked with its own rules,
 * then stored, rate limited and announced as a project brief with the phone on the CRM contact.
 */
export async function submitCallRequest(
  input: unknown,
  meta: { ip: string | null },
  db: Db = getDb(),
): Promise<CallRequestResult> {
  const fields = (input ?? {}) as Record<string, unknown>;
  if (isHoneypotFilled(fields)) return { success: true, message: CALL_REQUEST_MESSAGES.success };
  const validation = validateCallRequest(fields);
  if (!validation.ok)
    return { success: false, status: 400, field: validation.field, message: validation.message };
  const result = await submitContactForm(
    callRequestBrief(validation.data),
    { ip: meta.ip, lead: { phone: validation.data.phone, source: CALL_REQUEST_SOURCE } },
    db,
  );
  if (result.success) return { success: true, message: CALL_REQUEST_MESSAGES.success };
  return { success: false, status: result.status, message: result.message, retryAfter: result.retryAfter };
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

export function contactNotificationMail(to: string, form: ContactForm, db?: Db) {
  return transactionalMail(
    {
      kind: "contact-notification",
      to,
      subject: oneLine(`New project brief from ${form.name}${form.subject ? `: ${form.subject}` : ""}`).slice(
        0,
        200,
      ),
      body: [
        `${form.name} <${form.email}> sent a project brief through the website.`,
        {
          rows: [
            ["Name", form.name],
            ["Email", form.email],
            ["Company", form.company ?? "-"],
            ["Service needed", form.service_needed ? serviceLabel(form.service_needed) : "-"],
            ["Budget range", form.budget_range ? budgetLabel(form.budget_range) : "-"],
            ["Subject", form.subject ?? "-"],
          ],
        },
        { heading: "Project details" },
        form.project_details,
        `What would make this project a win: ${form.project_win ?? "-"}`,
        { button: "Open the submissions", url: `${getEnv().BASE_URL}/admin/submissions` },
      ],
      reason: NOTIFICATION_REASON,
      // Replying goes straight to the visitor; the pattern check rules out line breaks in it.
      headers: { "Reply-To": form.email },
    },
    db,
  );
}
