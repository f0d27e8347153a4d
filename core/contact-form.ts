/* The project-brief form of 000 sections 2, 3, 5 and 8: options and texts. The rules are in
   contact-form-rules.ts, which the browser loads once the form is live. */

export const SERVICE_OPTIONS = [
  { value: "media-production", label: "Media Production" },
  { value: "marketing-strategy", label: "Marketing Strategy" },
  { value: "brand-consulting", label: "Brand Consulting" },
  { value: "full-package", label: "Full Package" },
] as const;

export const BUDGET_RANGES = [
  { value: "under-500", label: "Under $500" },
  { value: "500-1000", label: "$500 - $1,000" },
  { value: "1000-3000", label: "$1,000 - $3,000" },
  { value: "3000-5000", label: "$3,000 - $5,000" },
  { value: "5000-10000", label: "$5,000 - $10,000" },
  { value: "10000-20000", label: "$10,000 - $20,000" },
  { value: "20000-30000", label: "$20,000 - $30,000" },
  { value: "30000-plus", label: "$30,000+" },
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number]["value"];
export type BudgetRange = (typeof BUDGET_RANGES)[number]["value"];

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  detailsRequired: "Please tell us about your project",
  detailsTooShort: "Please provide more details about your project (at least 10 characters)",
  success: "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
  failure: "Sorry, there was an error sending your message. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",
  // Followed by the wait in words (core/retry-after.ts).
  rateLimited: "You have sent several messages in a short time.",
} as const;

export const PROJECT_DETAILS_MIN_LENGTH = 10;

/** A bot filled the field that people never see. */
export function isHoneypotFilled(input: { honeypot_field?: unknown }) {
  return typeof input.honeypot_field === "string" && input.honeypot_field.trim() !== "";
}

/** The CRM value of a budget range: its first run of digits, or null. */
export function budgetValue(range: string | null | undefined): number | null {
  const digits = range?.match(/\d+/)?.[0];
  return digits ? Number(digits) : null;
}

export function budgetLabel(range: string | null | undefined) {
  return BUDGET_RANGES.find((b) => b.value === range)?.label ?? range ?? "";
}

export function serviceLabel(service: string | null | undefined) {
  return SERVICE_OPTIONS.find((s) => s.value === service)?.label ?? service ?? "";
}

/** The CRM contact's notes: the details, then the optional 'win' and budget lines. */
export function contactNotes(form: { project_details: string; project_win?: string; budget_range?: string }) {
  const lines = [form.project_details];
  if (form.project_win) lines.push(`What would make this project a win: ${form.project_win}`);
  if (form.budget_range) lines.push(`Budget Range: ${budgetLabel(form.budget_range)}`);
  return lines.join("\n\n");
}
