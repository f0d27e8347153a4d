import "./zod-jitless.ts";
import * as z from "zod/mini";
import { leadEmail, leadName, optionalText } from "./contact-form-schema.ts";

/*
 * /book without a booking calendar (calendlyUrl empty, issue 17): a 'request a call' form that
 * becomes a lead through the contact-brief code (server/contact.ts), so it is validated, rate
 * limited, stored and announced exactly like a project brief.
 */

export const CALL_REQUEST_MESSAGES = {
  phoneRequired: "Please enter a phone number we can call",
  phoneInvalid: "Please enter a valid phone number",
  success: "Thank you! We received your call request and will get back to you within 24 hours.",
} as const;

export const CALL_REQUEST_SUBJECT = "Call request";
export const CALL_REQUEST_SOURCE = "Website Call Request";

export const callRequestSchema = z.object({
  name: leadName,
  email: leadEmail,
  phone: z.string(CALL_REQUEST_MESSAGES.phoneRequired).check(
    z.trim(),
    z.minLength(1, { error: CALL_REQUEST_MESSAGES.phoneRequired, abort: true }),
    z.maxLength(50, CALL_REQUEST_MESSAGES.phoneInvalid),
    z.refine((v) => /^[+()\d\s.-]{7,}$/.test(v), CALL_REQUEST_MESSAGES.phoneInvalid),
  ),
  preferred_time: optionalText(200, "preferred time"),
  message: optionalText(2000, "message"),
  honeypot_field: z.optional(z.string()),
});

export type CallRequest = z.output<typeof callRequestSchema>;
export type CallRequestField = keyof z.input<typeof callRequestSchema>;

export type CallRequestValidation =
  | { ok: true; data: CallRequest }
  | { ok: false; field: CallRequestField; message: string };

export function validateCallRequest(input: unknown): CallRequestValidation {
  const result = callRequestSchema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const [issue] = result.error.issues;
  return { ok: false, field: (issue.path[0] ?? "name") as CallRequestField, message: issue.message };
}

/** The project brief a call request becomes: its details name the phone and the time to call. */
export function callRequestBrief(request: CallRequest) {
  const details = [
    `Please call ${request.name} on ${request.phone}.`,
    `Preferred time: ${request.preferred_time ?? "any time"}.`,
    ...(request.message ? ["", request.message] : []),
  ].join("\n");
  return {
    name: request.name,
    email: request.email,
    subject: CALL_REQUEST_SUBJECT,
    project_details: details,
  };
}
