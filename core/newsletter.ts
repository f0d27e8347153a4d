/* Newsletter subscribe, confirm and unsubscribe (000 sections 2, 3, 4, 5, 7, 8): texts, options and
   the sign-up's address check; the server's payload schemas are in newsletter-schema.ts. */
import { requiredEmail } from "./field-checks.ts";

export const NEWSLETTER_MESSAGES = {
  success: "Success! Check your email for a confirmation link.",
  duplicate: "You're already subscribed! Check your email for our latest updates.",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  failure: "Something went wrong. Please try again.",
  // Followed by the wait in words (core/retry-after.ts).
  rateLimited: "Too many sign-up attempts.",
  confirmNoToken: "Invalid confirmation link. No token provided.",
  confirmFailed: "Failed to confirm subscription. Please try again.",
  confirmUnknownToken: "This confirmation link is invalid or has expired.",
  unexpected: "An unexpected error occurred. Please try again.",
  unsubscribeNoToken: "Invalid unsubscribe link.",
  unsubscribeInvalid: "Unable to process your request.",
  unsubscribeFailed: "Unable to unsubscribe. Please try again.",
  unsubscribeUnexpected: "Something went wrong. Please try again later.",
} as const;

/** The sign-up's address, as the footer's form checks it within the press and the server again. */
export const checkSubscriberEmail = requiredEmail(
  NEWSLETTER_MESSAGES.emailRequired,
  NEWSLETTER_MESSAGES.emailInvalid,
);

export const UNSUBSCRIBE_REASONS = [
  { value: "too_many", label: "I receive too many emails" },
  { value: "not_relevant", label: "The content is not relevant to me" },
  { value: "never_signed_up", label: "I never signed up for this newsletter" },
  { value: "other", label: "Other" },
] as const;

export type UnsubscribeReason = (typeof UNSUBSCRIBE_REASONS)[number]["value"];

/** Tokens are UUIDs; anything else cannot match a subscriber. */
export const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
