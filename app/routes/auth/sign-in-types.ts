export const intents = [
  "sign-in",
  "sign-up",
  "forgot-password",
  "resend-confirmation",
  "google",
  "two-factor",
] as const;
export type Intent = (typeof intents)[number];

/** What the sign-in forms show after a submission to the /login action: one error or one success. */
export type SignInResult = {
  intent: Intent;
  error?: string;
  success?: string;
  /** Sign-in was refused because the address is not confirmed: offer to resend the mail. */
  needsConfirmation?: boolean;
  /** The second step cannot go on (challenge expired or spent): sign in with the password again. */
  restart?: boolean;
  /** The modal closes itself on this; /login redirects instead. */
  signedIn?: boolean;
};
