import { z } from "zod";
import { isEmailAddress } from "./email-address.ts";

/* Newsletter subscribe, confirm and unsubscribe (000 sections 2, 3, 4, 5, 7, 8). */

export const NEWSLETTER_MESSAGES = {
  success: "Success! Check your email for a confirmation link.",
  duplicate: "You're already subscribed! Check your email for our latest updates.",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  failure: "Something went wrong. Please try again.",
  rateLimited: "Too many sign-up attempts. Please wait a few minutes and try again.",
  confirmNoToken: "Invalid confirmation link. No token provided.",
  confirmFailed: "Failed to confirm subscription. Please try again.",
  confirmUnknownToken: "This confirmation link is invalid or has expired.",
  unexpected: "An unexpected error occurred. Please try again.",
  unsubscribeNoToken: "Invalid unsubscribe link.",
  unsubscribeInvalid: "Unable to process your request.",
  unsubscribeFailed: "Unable to unsubscribe. Please try again.",
  unsubscribeUnexpected: "Something went wrong. Please try again later.",
} as const;

export const UNSUBSCRIBE_REASONS = [
  { value: "too_many", label: "I receive too many emails" },
  { value: "not_relevant", label: "The content is not relevant to me" },
  { value: "never_signed_up", label: "I never signed up for this newsletter" },
  { value: "other", label: "Other" },
] as const;

export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number]["value"];

/** Where a subscription came from: website, blog, landing-page... */
export const subscriberSourceSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/)
  .catch("website");

export const subscribeSchema = z.object({
  email: z
    .string(NEWSLETTER_MESSAGES.emailRequired)
    .trim()
    .min(1, { error: NEWSLETTER_MESSAGES.emailRequired, abort: true })
    .max(254, NEWSLETTER_MESSAGES.emailInvalid)
    .refine(isEmailAddress, NEWSLETTER_MESSAGES.emailInvalid),
  source: subscriberSourceSchema.optional().transform((v) => v ?? "website"),
});

/** The unsubscribe request payload: token, reason (or empty), feedback. */
export const unsubscribeSchema = z.object({
  token: z
    .string(NEWSLETTER_MESSAGES.unsubscribeNoToken)
    .trim()
    .min(1, NEWSLETTER_MESSAGES.unsubscribeNoToken),
  reason: z.preprocess(
    (v) => (v === "" || v === null || v === "none" ? undefined : v),
    z
      .enum(
        UNSUBSCRIBE_REASONS.map((r) => r.value) as [UnsubscribeReason, ...UnsubscribeReason[]],
        NEWSLETTER_MESSAGES.unsubscribeInvalid,
      )
      .optional(),
  ),
  feedback: z
    .string()
    .trim()
    .max(2000, "Please keep your feedback under 2000 characters")
    .optional()
    .transform((v) => v || undefined),
});

/** Tokens are UUIDs; anything else cannot match a subscriber. */
export const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
