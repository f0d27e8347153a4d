import { ErrorBox } from "#app/components/auth/form-message.tsx";
import { Form, Link } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";

/**
 * The second step of a password sign-in for an account with a second factor (issue 35 item 7): the
 * current code from the authenticator app, or one backup code. The server decides which it is.
 */
export function TwoFactorStep({
  redirectTo,
  error,
  restart,
  busy,
}: {
  redirectTo: string | null;
  error?: string;
  /** The challenge is spent: only a new password sign-in helps. */
  restart?: boolean;
  busy: boolean;
}) {
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Two-factor sign-in</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        Enter the 6-digit code from your authenticator app. Lost your device? Use one of your backup codes
        instead.
      </p>
      <div className="mt-8 space-y-5">
        {error && (
          <ErrorBox>
            <p>{error}</p>
          </ErrorBox>
        )}
        {restart ? (
          <Link to="/login" className={buttonVariants({ size: "lg", block: true })}>
            Sign in again
          </Link>
        ) : (
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="two-factor" />
            {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
            <InputField
              label="Authentication code"
              hint="6 digits, or a backup code such as abcde-12345"
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              required
              maxLength={64}
              autoFocus
              className="text-base"
            />
            <button type="submit" disabled={busy} className={buttonVariants({ size: "lg", block: true })}>
              {busy ? <Spinner label="Verifying..." /> : "Verify"}
            </button>
          </Form>
        )}
        <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
          No code and no backup codes? Ask an administrator to reset your second factor, then{" "}
          <Link to="/login" className={buttonVariants({ variant: "link", size: "inline" })}>
            sign in again
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
