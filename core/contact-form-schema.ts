// zod/mini, not classic zod: the browser loads these rules when the form is first used, and
// classic zod's API would cost about 30 KB more there (issue 13). Same core, same messages.
import "./zod-jitless.ts";
import * as z from "zod/mini";
import {
  BUDGET_RANGES,
  CONTACT_MESSAGES,
  PROJECT_DETAILS_MIN_LENGTH,
  SERVICE_OPTIONS,
} from "./contact-form.ts";
import { isEmailAddress } from "./email-address.ts";

/** An optional text: blank means absent; too long is refused with its name, never cut. */
export const optionalText = (max: number, label: string) =>
  z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(max, `Please keep the ${label} under ${max} characters`)),
    ),
    z.transform((v) => v || undefined),
  );

const optionalChoice = <T extends string>(values: readonly T[], message: string) =>
  z.pipe(
    z.transform((v) => (v === "" ? undefined : v)),
    z.optional(z.enum(values as [T, ...T[]], message)),
  );

/**
 * One schema for the browser (instant messages) and the server (authority). Its keys are in the
 * specification's checking order, so the first issue is the message to show.
 */
/** The visitor's name and e-mail, as every public form that makes a lead checks them. */
export const leadName = z
  .string(CONTACT_MESSAGES.nameRequired)
  .check(
    z.trim(),
    z.minLength(1, CONTACT_MESSAGES.nameRequired),
    z.maxLength(200, "Please keep the name under 200 characters"),
  );
export const leadEmail = z
  .string(CONTACT_MESSAGES.emailRequired)
  .check(
    z.trim(),
    z.minLength(1, { error: CONTACT_MESSAGES.emailRequired, abort: true }),
    z.maxLength(254, CONTACT_MESSAGES.emailInvalid),
    z.refine(isEmailAddress, CONTACT_MESSAGES.emailInvalid),
  );

export const contactFormSchema = z.object({
  name: leadName,
  email: leadEmail,
  project_details: z
    .string(CONTACT_MESSAGES.detailsRequired)
    .check(
      z.trim(),
      z.minLength(1, { error: CONTACT_MESSAGES.detailsRequired, abort: true }),
      z.minLength(PROJECT_DETAILS_MIN_LENGTH, CONTACT_MESSAGES.detailsTooShort),
      z.maxLength(5000, "Please keep the project details under 5000 characters"),
    ),
  company: optionalText(200, "company name"),
  service_needed: optionalChoice(
    SERVICE_OPTIONS.map((o) => o.value),
    "Please choose a service from the list",
  ),
  budget_range: optionalChoice(
    BUDGET_RANGES.map((o) => o.value),
    "Please choose a budget range from the list",
  ),
  subject: optionalText(200, "subject"),
  project_win: optionalText(2000, "answer"),
  honeypot_field: z.optional(z.string()),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactFormInput;

export type ContactValidation =
  | { ok: true; data: ContactForm }
  | { ok: false; field: ContactField; message: string };

/** Checks the form in the specification's order and gives the first message. */
export function validateContactForm(input: unknown): ContactValidation {
  const result = contactFormSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return { ok: false, field: (issue.path[0] ?? "name") as ContactField, message: issue.message };
}
