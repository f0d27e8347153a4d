import { useState } from "react";
import { redirect, useActionData, useNavigation, useSubmit } from "react-router";
import { EmailField } from "#app/components/auth/email-field.tsx";
import { ForgotPasswordButton } from "#app/components/auth/forgot-password-button.tsx";
import { credentialHandlers } from "#app/components/auth/form-checks.ts";
import { ErrorBox, SuccessBox } from "#app/components/auth/form-message.tsx";
import { GoogleButton } from "#app/components/auth/google-button.tsx";
import { PasswordField } from "#app/components/auth/password-field.tsx";
import { ResendConfirmation } from "#app/components/auth/resend-confirmation.tsx";
import { SignInModal } from "#app/components/auth/sign-in-modal.tsx";
import { TwoFactorStep } from "#app/components/auth/two-factor-step.tsx";
import { Form, Link } from "#app/components/site/links.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { authMessages } from "#core/auth-messages.ts";
import { destinationAfterSignIn, safeRedirectPath } from "#core/auth-rules.ts";
import { emailOnlySchema } from "#core/auth-schema.ts";
import { googleConfigured } from "#server/auth.ts";
import { getEnv } from "#server/env.ts";
import { actionRetryAfter } from "#server/http/retry-after.ts";
import { getUser } from "#server/session.ts";
import type { Route } from "./+types/login";
import { signInAction } from "./sign-in-action.server.ts";

export function meta() {
  return [
    { title: "Sign in" },
    { name: "description", content: "Sign in to your members account." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirectPath(params.get("redirectTo"));
  // A portal invitation links here with the invited address (login_hint, OpenID Connect's name for
  // it; mails sent before it said email), and mode=signup when it has no account.
  const invited = emailOnlySchema.safeParse({ email: params.get("login_hint") ?? params.get("email") ?? "" });
  const prefillEmail = invited.success ? invited.data.email : undefined;
  const signUp = params.get("mode") === "signup";
  const user = await getUser(request);
  // Already signed in: straight on to where sign-in would have led.
  if (user) throw redirect(destinationAfterSignIn(user, redirectTo));
  const notice = params.get("confirmed") === "1" ? authMessages.alreadyConfirmed : null;
  // The second step of a sign-in with a second factor (sign-in-action.server.ts sends it here).
  const codeStep = params.get("step") === "code";
  return { redirectTo, googleEnabled: googleConfigured(getEnv()), prefillEmail, signUp, notice, codeStep };
}

export function action({ request }: Route.ActionArgs) {
  return signInAction(request);
}

/** A refused sign-in's Retry-After stays on the page's answer. */
export const headers = actionRetryAfter;

function LoginPage({ loaderData }: Route.ComponentProps) {
  const { redirectTo, googleEnabled, prefillEmail, signUp, notice, codeStep } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [localError, setLocalError] = useState<string | null>(null);
  const [email, setEmail] = useState(prefillEmail ?? "");
  const [signUpOpen, setSignUpOpen] = useState(signUp);
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const pendingIntent = busy ? navigation.formData?.get("intent") : null;

  const { validate, forgotPassword } = credentialHandlers({
    onEmail: setEmail,
    onError: setLocalError,
    onForgot: (email) => submit({ intent: "forgot-password", email }, { method: "post", action: "/login" }),
  });

  const error = localError ?? (busy ? undefined : result?.error);
  if (codeStep) {
    const stepResult = result?.intent === "two-factor" && !busy ? result : undefined;
    return (
      <TwoFactorStep
        redirectTo={redirectTo}
        error={stepResult?.error}
        restart={stepResult?.restart}
        busy={busy}
      />
    );
  }
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Sign in</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">Sign in to your members account.</p>

      <div className="mt-8 space-y-5">
        {error && (
          <ErrorBox>
            <p>{error}</p>
            {result?.needsConfirmation && !localError && <ResendConfirmation email={email} />}
          </ErrorBox>
        )}
        {!localError && !busy && (result?.success ?? (!result && notice)) && (
          <SuccessBox>
            <p>{result?.success ?? notice}</p>
          </SuccessBox>
        )}

        {googleEnabled && <GoogleButton label="Sign in with Google" redirectTo={redirectTo} />}

        <Form method="post" noValidate onSubmit={validate} className="space-y-4">
          <input type="hidden" name="intent" value="sign-in" />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <EmailField defaultValue={prefillEmail} />
          <PasswordField autoComplete="current-password" />
          <ForgotPasswordButton
            onClick={forgotPassword}
            busy={busy}
            sending={pendingIntent === "forgot-password"}
          />
          <button type="submit" disabled={busy} className={buttonVariants({ size: "lg", block: true })}>
            {pendingIntent === "sign-in" ? <Spinner label="Signing in..." /> : "Sign in"}
          </button>
        </Form>

        <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
          Don't have an account?{" "}
          <button
            type="button"
            onClick={() => setSignUpOpen(true)}
            className={buttonVariants({ variant: "link", size: "inline" })}
          >
            Create one
          </button>
        </p>
        <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
          Having trouble signing in? Contact{" "}
          <Link to="/contact" className={buttonVariants({ variant: "link", size: "inline" })}>
            support
          </Link>
          .
        </p>
      </div>
      <SignInModal
        open={signUpOpen}
        onOpenChange={setSignUpOpen}
        initialMode="signup"
        initialEmail={prefillEmail}
      />
    </main>
  );
}

export default routeComponent(LoginPage);
