import "../zod-jitless.ts";
import { z } from "zod";
import { isEmailAddress } from "../email-address.ts";
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_SOURCE,
  SERVICE_INTERESTS,
} from "./contact-status.ts";

/** The Add Contact dialog's rules (001 section 5), used by the browser and by the action. */
export const CONTACT_REQUIRED_MESSAGE = "Please fill in at least name and email";
export const CONTACT_EMAIL_MESSAGE = "Please enter a valid email address";
/**
 * The largest deal value and project value accepted: ten million dollars is far above any deal of a
 * small agency yet keeps the Pipeline Value tile readable (a 12-digit value overflowed it).
 */
export const MAX_DEAL_VALUE = 10_000_000;
export const CONTACT_VALUE_MESSAGE = "Deal value must be a number between 0 and 10,000,000";

/** Said, not refused: two contacts may share an address (a person at two companies). */
export function duplicateEmailWarning(email: string, existing: readonly string[]): string | undefined {
  if (existing.length === 0) return undefined;
  const names = existing.slice(0, 3).join(", ");
  const more = existing.length > 3 ? ` and ${existing.length - 3} more` : "";
  return `Note: ${email} is already the email of ${names}${more}. Both contacts are kept; delete one if it is a duplicate.`;
}

/** Empty optional fields are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An empty choice falls back to the default; anything else must be one of the options. */
const choice = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : fallback))
    .pipe(z.enum(options));

/** The fields Add Contact and Edit Contact share: one set of rules for both forms. */
const contactFields = {
  name: z.string().trim().max(200, "Keep the name under 200 characters").nullish(),
  email: z.string().trim().max(320, "Keep the email under 320 characters").nullish(),
  phone: optionalText(50),
  company: optionalText(200),
  position: optionalText(200),
  source: choice(CONTACT_SOURCES, DEFAULT_CONTACT_SOURCE),
  status: choice(CONTACT_STATUSES, "new"),
  // Deal value is parsed as a number, or null when empty.
  value: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v, ctx) => {
      const text = typeof v === "number" ? String(v) : (v ?? "").trim().replace(/,/g, "");
      if (text === "") return null;
      const n = Number(text);
      if (!Number.isFinite(n) || n < 0 || n > MAX_DEAL_VALUE) {
        ctx.addIssue({ code: "custom", message: CONTACT_VALUE_MESSAGE, path: [] });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    }),
  serviceInterest: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.enum(SERVICE_INTERESTS).nullable()),
  projectDetails: optionalText(5000),
  notes: optionalText(5000),
};

/** Name and email are required, and the email must look like one (the spec's two messages). */
function requireNameAndEmail<T extends { name?: string | null; email?: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (!v.name || !v.email) {
    ctx.addIssue({ code: "custom", message: CONTACT_REQUIRED_MESSAGE, path: [] });
    return z.NEVER;
  }
  if (!isEmailAddress(v.email)) {
    ctx.addIssue({ code: "custom", message: CONTACT_EMAIL_MESSAGE, path: ["email"] });
    return z.NEVER;
  }
  return { ...v, name: v.name, email: v.email };
}

export const newContactSchema = z.object(contactFields).transform(requireNameAndEmail);

/** Follow-up dates are calendar days; outside this range they are typing slips (year 1, 9999). */
export const CONTACT_DATE_MESSAGE = "Enter a date between 2000 and 2100";
export const MAX_TAGS = 20;
export const TAGS_MESSAGE = `Use at most ${MAX_TAGS} tags of up to 40 characters each`;

/** A date field (YYYY-MM-DD from a date input) as midnight UTC, or null when empty. */
const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    const day = match ? new Date(`${v}T00:00:00Z`) : null;
    const year = match ? Number(match[1]) : 0;
    if (
      !day ||
      Number.isNaN(day.getTime()) ||
      day.toISOString().slice(0, 10) !== v ||
      year < 2000 ||
      year > 2100
    ) {
      ctx.addIssue({ code: "custom", message: CONTACT_DATE_MESSAGE, path: [] });
      return z.NEVER;
    }
    return day;
  });

/** Tags typed as one comma-separated line; blanks and repeats are dropped. */
const tagList = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const tags = [
      ...new Set(
        (v ?? "")
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (tags.length > MAX_TAGS || tags.some((t) => t.length > 40)) {
      ctx.addIssue({ code: "custom", message: TAGS_MESSAGE, path: [] });
      return z.NEVER;
    }
    return tags;
  });

/**
 * A contact's source as edited: the contact form and imports write sources outside Add Contact's
 * list ('Website Contact Form'), and editing such a contact keeps its source.
 */
const editedSource = z
  .string()
  .trim()
  .max(100, "Keep the source under 100 characters")
  .nullish()
  .transform((v) => (v ? v : DEFAULT_CONTACT_SOURCE));

/** Edit Contact (001 section 6): Add Contact's rules plus tags and the two follow-up dates. */
export const contactEditSchema = z
  .object({
    ...contactFields,
    source: editedSource,
    tags: tagList,
    lastContact: optionalDay,
    nextFollowUp: optionalDay,
  })
  .transform(requireNameAndEmail);

export type ContactEdit = z.output<typeof contactEditSchema>;

export type NewContactInput = z.input<typeof newContactSchema>;
export type NewContact = z.output<typeof newContactSchema>;

/** The first message of a failed parse, for an alert or toast. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form";
}

/** The alert of a failed Edit Contact save, worded like Add Contact's (001 section 8). */
export const CONTACT_SAVE_FAILED = "Failed to update contact. Please try again.";
