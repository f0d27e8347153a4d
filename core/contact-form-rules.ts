/*
 * The project-brief form's rules (000 sections 2, 5, 7) as plain field checks (field-checks.ts):
 * the browser checks a Send with them within the press, and the server applies the same functions
 * as the authority. contact-form-schema.ts gives the lead checks to the other forms that ask for a
 * name and an e-mail (call request, booking) as zod schemas.
 */
import {
  BUDGET_RANGES,
  CONTACT_MESSAGES,
  PROJECT_DETAILS_MIN_LENGTH,
  SERVICE_OPTIONS,
} from "./contact-form.ts";
import {
  type CheckedFields,
  type ChecksResult,
  checkInOrder,
  type FieldCheck,
  fail,
  optionalChoice,
  optionalTextCheck,
  pass,
  requiredEmail,
  requiredText,
} from "./field-checks.ts";

export const checkLeadName = requiredText(
  CONTACT_MESSAGES.nameRequired,
  200,
  "Please keep the name under 200 characters",
);

export const checkLeadEmail = requiredEmail(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid);

const detailsText = requiredText(
  CONTACT_MESSAGES.detailsRequired,
  5000,
  "Please keep the project details under 5000 characters",
);

const checkProjectDetails: FieldCheck<string> = (value) => {
  const checked = detailsText(value);
  if (checked.ok && checked.value.length < PROJECT_DETAILS_MIN_LENGTH)
    return fail(CONTACT_MESSAGES.detailsTooShort);
  return checked;
};

const checkHoneypot: FieldCheck<string | undefined> = (value) =>
  value === undefined || typeof value === "string"
    ? pass(value)
    : fail("Please leave the hidden field empty");

/** The brief's optional questions, which a meeting type may ask too (core/booking/schemas.ts). */
export const leadQuestionChecks = {
  company: optionalTextCheck(200, "company name"),
  service_needed: optionalChoice(SERVICE_OPTIONS, "Please choose a service from the list"),
  budget_range: optionalChoice(BUDGET_RANGES, "Please choose a budget range from the list"),
  project_win: optionalTextCheck(2000, "answer"),
};

/** The form's fields in the specification's checking order: the first problem is the message shown. */
const contactFormChecks = {
  name: checkLeadName,
  email: checkLeadEmail,
  project_details: checkProjectDetails,
  company: leadQuestionChecks.company,
  service_needed: leadQuestionChecks.service_needed,
  budget_range: leadQuestionChecks.budget_range,
  subject: optionalTextCheck(200, "subject"),
  project_win: leadQuestionChecks.project_win,
  honeypot_field: checkHoneypot,
};

type Checks = typeof contactFormChecks;
export type ContactField = keyof Checks;
export type ContactForm = CheckedFields<Checks>;
export type ContactValidation = ChecksResult<Checks>;

/** Checks the form in the specification's order and gives the first message. */
export function validateContactForm(input: unknown): ContactValidation {
  const fields = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  return checkInOrder(contactFormChecks, fields);
}
