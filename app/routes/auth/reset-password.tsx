import { type FormEvent, useState } from "react";
import { data, useNavigation } from "react-router";
import { ErrorBox, SuccessBox } from "#app/components/auth/form-message.tsx";
import { PasswordField } from "#app/components/auth/password-field.tsx";
import { Form, Link } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { authErrorMessage, authMessages } from "#core/auth-messages.ts";
import { firstIssue, resetPasswordSchema } from "#core/auth-schema.ts";
import { resetPassword, resetTokenIsValid } from "#server/auth/flows.ts";
import { readForm } from "#server/http/read-form.ts";
import { actionRetryAfter, retryAfterHeaders } from "#server/http/retry-after.ts";
import type { Route } from "./+types/reset-password";

export function meta() {
  return [{ title: "Reset Password" }, { name: "robots", content: "noindex" }];
}

/** The page of the link in the 'Forgot password' mail: checks the token before showing the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, valid: token !== "" && (await resetTokenIsValid(token)) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = resetPasswordSchema.safeParse({ token: form.get("token"), password: form.get("password") });
  if (!parsed.success) return data({ error: firstIssue(parsed.error), done: false }, { status: 400 });
  const result = await resetPassword(request, parsed.data.token, parsed.data.password);
  if (!result.ok)
    return data(
      { error: authErrorMessage(result.error), done: false },
      { status: result.error.status, headers: retryAfterHeaders(result.error) },
    );
  return { error: null, done: true };
}

export const headers = actionRetryAfter;

function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, valid } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [localError, setLocalError] = useState<string | null>(null);

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = resetPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) return setLocalError(null);
    event.preventDefault();
    setLocalError(firstIssue(parsed.error));
  }

  const error = localError ?? actionData?.error;
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Reset Password</h1>
      <div className="mt-8 space-y-5">
        {actionData?.done ? (
          <>
            <SuccessBox>
              <p>{authMessages.passwordChanged}</p>
            </SuccessBox>
            <Link to="/login" className={buttonVariants({ variant: "link", size: "inline" })}>
              Sign in
            </Link>
          </>
        ) : !valid ? (
          <>
            <ErrorBox>
              <p>{authMessages.resetLinkInvalid}</p>
            </ErrorBox>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              Choose 'Forgot password' on the{" "}
              <Link to="/login" className={buttonVariants({ variant: "link", size: "inline" })}>
                sign-in page
              </Link>{" "}
              to get a new link.
            </p>
          </>
        ) : (
          <Form method="post" noValidate onSubmit={validate} className="space-y-4">
            <p className="text-neutral-600 dark:text-neutral-400">Choose a new password for your account.</p>
            {error && (
              <ErrorBox>
                <p>{error}</p>
              </ErrorBox>
            )}
            <input type="hidden" name="token" value={token} />
            <PasswordField label="New password" autoComplete="new-password" />
            <button type="submit" disabled={busy} className={buttonVariants({ size: "lg", block: true })}>
              {busy ? <Spinner label="Saving..." /> : "Set New Password"}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}

export default routeComponent(ResetPasswordPage);
