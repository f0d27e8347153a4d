import { transactionalMail } from "../mail/compose.ts";

/** How long the links in these mails work; the texts below say the same. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const CONFIRM_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The sign-up confirmation mail (000 §7: 'a confirmation e-mail follows'). */
export function confirmationMail(to: string, url: string) {
  return transactionalMail({
    kind: "signup-confirmation",
    to,
    subject: "Confirm your account",
    body: [
      "Welcome! Confirm your email address to finish creating your account.",
      { button: "Confirm your account", url },
      "The link works for 24 hours. If you did not sign up, ignore this email.",
    ],
    reason: "You receive this email because this address was used to create an account on our website.",
  });
}

/** The 'Forgot password' mail: a single-use link that expires (DESIGN.md). */
export function passwordResetMail(to: string, url: string) {
  return transactionalMail({
    kind: "password-reset",
    to,
    subject: "Reset your password",
    body: [
      "Someone asked to reset the password of your account.",
      { button: "Set a new password", url },
      "The link works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.",
    ],
    reason: "You receive this email because a password reset was requested for your account on our website.",
  });
}
