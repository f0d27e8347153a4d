import "./zod-jitless.ts";
import { z } from "zod";
import { authMessages } from "./auth-messages.ts";
import { PASSWORD_MIN_LENGTH } from "./auth-rules.ts";
import { isEmailAddress } from "./email-address.ts";

/** E-mail: required and of e-mail type (000 §5). Trimmed and lower-cased like Better Auth does. */
export const emailField = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .refine(isEmailAddress, authMessages.emailInvalid)
  .transform((email) => email.toLowerCase());

/** Password: required, at least 6 characters (000 §5, §9). Never trimmed: spaces are characters. */
export const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(128, "Password must be at most 128 characters");

/** Sign-in and sign-up take the same fields. */
export const credentialsSchema = z.object({ email: emailField, password: passwordField });

/** 'Forgot password' and 'Resend confirmation email' need only the address. */
export const emailOnlySchema = z.object({ email: emailField });

/** The reset page: a new password and the token from the e-mail link. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, authMessages.resetLinkInvalid),
  password: passwordField,
});

/** The first message of a failed parse, for the one inline error box the forms show. */
export function firstIssue(error: z.ZodError) {
  return error.issues[0]?.message ?? authMessages.unexpected;
}
