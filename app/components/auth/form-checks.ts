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

/**
 * The two handlers of a sign-in form (the dialog and /login): the submit is checked first, and
 * 'Forgot password' sends the typed address. `onError(null)` clears an earlier message.
 */
export function credentialHandlers({
  onEmail,
  onError,
  onForgot,
}: {
  onEmail: (email: string) => void;
  onError: (message: string | null) => void;
  onForgot: (email: string) => void;
}) {
  return {
    validate(event: { currentTarget: HTMLFormElement; preventDefault: () => void }) {
      const { email, error } = checkCredentials(event.currentTarget);
      onEmail(email);
      if (error) event.preventDefault();
      onError(error);
    },
    forgotPassword(event: { currentTarget: HTMLButtonElement }) {
      const checked = forgotPasswordEmail(event.currentTarget.form);
      if ("error" in checked) return onError(checked.error);
      onError(null);
      onForgot(checked.email);
    },
  };
}
