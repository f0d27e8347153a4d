import { authMessages } from "#core/auth-messages.ts";
import { credentialsSchema, emailOnlySchema, firstIssue } from "#core/auth-schema.ts";

/** The browser's instant check of a sign-in/up form, with the server's own schema. */
export function checkCredentials(form: HTMLFormElement): { email: string; error: string | null } {
  const data = Object.fromEntries(new FormData(form));
  const parsed = credentialsSchema.safeParse(data);
  return { email: String(data.email ?? ""), error: parsed.success ? null : firstIssue(parsed.error) };
}

/** 'Forgot password' mails the address typed in the form; without a valid one it says so. */
export function forgotPasswordEmail(form: HTMLFormElement | null): { email: string } | { error: string } {
  const typed = String(form ? (new FormData(form).get("email") ?? "") : "");
  return emailOnlySchema.safeParse({ email: typed }).success
    ? { email: typed }
    : { error: authMessages.forgotNeedsEmail };
}
