import { PASSWORD_MIN_LENGTH } from "./auth-rules.ts";
import { tryAgainIn } from "./retry-after.ts";

/** Every text the sign-in screens show. The quoted ones are the specification's (000 §8). */
export const authMessages = {
  invalidCredentials: "Invalid email or password. Please try again.",
  accountExists: "An account with this email already exists.",
  unexpected: "An unexpected error occurred. Please try again.",
  googleFailed: "Failed to sign in with Google. Please try again.",
  signUpSuccess: "Success! Check your email to confirm your account.",
  closeWindow: "You can close this window.",
  // The original only showed 'Password reset coming soon!'; DESIGN.md asks for a real reset.
  emailNotVerified:
    "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
  verificationSent: "We sent you a new confirmation link. Check your email.",
  resetRequested: "If an account exists for this email, we sent you a link to reset your password.",
  forgotNeedsEmail: "Enter your email address above, then choose Forgot password.",
  passwordChanged: "Your password has been changed. You can now sign in with it.",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  alreadyConfirmed: "Your email address is already confirmed. Please sign in.",
  verifyLinkInvalid: "This confirmation link is invalid or has expired. Sign in to get a new one.",
  // The two refusals that make the visitor wait are followed by the wait in words (retryMessage).
  tooManyAttempts: "Too many attempts from your network.",
  accountLocked: "Too many failed sign-in attempts for this account.",
  waitUnknown: "Please wait a few minutes and try again.",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Please enter your password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  // The second step of a sign-in (issue 35 item 7).
  codeRequired: "Please enter the code from your authenticator app, or one of your backup codes.",
  codeWrong: "That code is not correct. Enter the current code from your authenticator app.",
  backupCodeWrong: "That backup code is not valid, or it has already been used.",
  codeStepExpired: "This sign-in step has expired. Please sign in with your password again.",
  codeTooManyAttempts: "Too many wrong codes. Please sign in with your password again.",
  codeLocked: "Too many wrong codes for this account. Please wait 15 minutes and try again.",
} as const;

/** Better Auth's error codes (and our own ACCOUNT_LOCKED) that have a text of their own. */
const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  USER_ALREADY_EXISTS: authMessages.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: authMessages.accountExists,
  EMAIL_NOT_VERIFIED: authMessages.emailNotVerified,
  INVALID_EMAIL: authMessages.emailInvalid,
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  INVALID_TOKEN: authMessages.resetLinkInvalid,
  TOKEN_EXPIRED: authMessages.resetLinkInvalid,
  INVALID_PASSWORD: "Your password is not correct.",
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already on.",
  INVALID_CODE: authMessages.codeWrong,
  INVALID_BACKUP_CODE: authMessages.backupCodeWrong,
  INVALID_TWO_FACTOR_COOKIE: authMessages.codeStepExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: authMessages.codeTooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: authMessages.codeLocked,
};

export type AuthError = {
  status?: number;
  code?: string;
  message?: string;
  /** The answer's Retry-After, in seconds. */
  retryAfter?: number;
};

/** A refusal to wait followed by how long: 'Too many attempts from your network. Try again in 4 minutes.' */
function withWait(text: string, retryAfter: number | undefined) {
  return `${text} ${retryAfter ? tryAgainIn(retryAfter) : authMessages.waitUnknown}`;
}

/**
 * The text for an error answer of the auth endpoints: the specification's own texts for the cases
 * it names, a clear text for rate limits, the server's message for other refusals (000 §8 'the
 * server message'), and the generic text for server failures and network errors.
 */
export function authErrorMessage(error: AuthError | null | undefined): string {
  if (!error) return authMessages.unexpected;
  if (error.code === "ACCOUNT_LOCKED") return withWait(authMessages.accountLocked, error.retryAfter);
  if (error.code && byCode[error.code]) return byCode[error.code];
  if (error.status === 429) return withWait(authMessages.tooManyAttempts, error.retryAfter);
  if (error.status === undefined || error.status >= 500) return authMessages.unexpected;
  return error.message?.trim() || authMessages.unexpected;
}

/** Where an error return to /auth-callback came from decides its text. */
export function callbackErrorMessage(via: string | null) {
  return via === "email" ? authMessages.verifyLinkInvalid : authMessages.googleFailed;
}
