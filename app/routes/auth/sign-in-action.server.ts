import { data, redirect } from "react-router";
import { type AuthError, authErrorMessage, authMessages } from "#core/auth-messages.ts";
import { destinationAfterSignIn, isAdmin, safeRedirectPath } from "#core/auth-rules.ts";
import { credentialsSchema, emailOnlySchema, firstIssue } from "#core/auth-schema.ts";
import {
  requestPasswordReset,
  resendConfirmation,
  signInWithPassword,
  signUpWithPassword,
  startGoogleSignIn,
} from "#server/auth/flows.ts";
import { normaliseCode, verifySignInCode } from "#server/auth/two-factor.ts";
import { getEnv } from "#server/env.ts";
import { readForm } from "#server/http/read-form.ts";
import { retryAfterHeaders } from "#server/http/retry-after.ts";
import { type Intent, intents, type SignInResult } from "./sign-in-types.ts";

const refuse = (
  intent: Intent,
  error: string,
  status = 400,
  extra: Partial<SignInResult> = {},
  retryAfter?: number,
) => data<SignInResult>({ intent, error, ...extra }, { status, headers: retryAfterHeaders({ retryAfter }) });

/** A refusal of Better Auth's, in the specification's words, with its Retry-After kept. */
const refuseAuth = (intent: Intent, error: AuthError, extra: Partial<SignInResult> = {}) =>
  refuse(intent, authErrorMessage(error), error.status, extra, error.retryAfter);

/**
 * The one action behind the sign-in modal and /login. A server error (the database or the mail
 * outbox down) answers the specification's 'An unexpected error occurred. Please try again.' in
 * the form (000 section 8), so the page and what was typed stay; redirects pass through.
 */
export async function signInAction(request: Request) {
  // A body that is not a form is refused as it is (415, 400), outside the catch-all below.
  const form = await readForm(request);
  let intent: Intent = "sign-in";
  try {
    intent = intents.find((i) => i === form.get("intent")) ?? intent;
    return await runSignIn(request, form);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[auth] sign-in action failed:", error);
    return refuse(intent, authMessages.unexpected, 500);
  }
}

/**
 * Every path goes through Better Auth's own endpoints (server/auth/flows.ts); this only validates,
 * maps the answer to the specification's texts and decides where the browser goes next.
 */
async function runSignIn(request: Request, form: FormData) {
  const intent = intents.find((i) => i === form.get("intent"));
  if (!intent) return refuse("sign-in", authMessages.unexpected);
  const fromModal = form.get("source") === "modal";
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const fields = { email: form.get("email") ?? "", password: form.get("password") ?? "" };

  if (intent === "google") {
    const result = await startGoogleSignIn(request, redirectTo);
    if (!result.ok || !result.data?.url) return refuse(intent, authMessages.googleFailed, 502);
    throw redirect(result.data.url, { headers: result.headers });
  }

  if (intent === "forgot-password" || intent === "resend-confirmation") {
    const parsed = emailOnlySchema.safeParse(fields);
    if (!parsed.success) {
      const message = intent === "forgot-password" ? authMessages.forgotNeedsEmail : firstIssue(parsed.error);
      return refuse(intent, message);
    }
    const send = intent === "forgot-password" ? requestPasswordReset : resendConfirmation;
    const result = await send(request, parsed.data.email);
    if (!result.ok) return refuseAuth(intent, result.error);
    const success =
      intent === "forgot-password" ? authMessages.resetRequested : authMessages.verificationSent;
    return data<SignInResult>({ intent, success });
  }

  if (intent === "two-factor") return secondStep(request, form, redirectTo);

  const parsed = credentialsSchema.safeParse(fields);
  if (!parsed.success) return refuse(intent, firstIssue(parsed.error));

  if (intent === "sign-up") {
    const result = await signUpWithPassword(request, parsed.data);
    if (!result.ok) return refuseAuth(intent, result.error);
    return data<SignInResult>({ intent, success: authMessages.signUpSuccess });
  }

  const result = await signInWithPassword(request, parsed.data);
  if (!result.ok) {
    const needsConfirmation = result.error.code === "EMAIL_NOT_VERIFIED";
    return refuseAuth(intent, result.error, { needsConfirmation });
  }
  // A second factor is due: the code step is a page of its own (from the modal too, whose fetcher
  // follows the redirect); the challenge cookie comes along.
  if (result.twoFactor) throw redirect(codeStepAddress(redirectTo), { headers: result.headers });
  if (fromModal) return data<SignInResult>({ intent, signedIn: true }, { headers: result.headers });
  throw redirect(destinationAfterSignIn(result, redirectTo), { headers: result.headers });
}

/** /login's second step, keeping where the visitor was going. */
export function codeStepAddress(redirectTo: string | null) {
  return redirectTo ? `/login?step=code&redirectTo=${encodeURIComponent(redirectTo)}` : "/login?step=code";
}

/** The code from the authenticator app (or a backup code) that completes a password sign-in. */
async function secondStep(request: Request, form: FormData, redirectTo: string | null) {
  const code = normaliseCode(form.get("code"));
  if (!code || code.length > 64) return refuse("two-factor", authMessages.codeRequired);
  const result = await verifySignInCode(request, code);
  if (!result.ok) {
    return refuse("two-factor", authErrorMessage(result.error), result.error.status, {
      // The challenge is spent: only a new password sign-in starts another.
      restart: result.error.code === "INVALID_TWO_FACTOR_COOKIE" || result.error.code?.startsWith("TOO_MANY"),
    });
  }
  const admin = result.data.user ? isAdmin(result.data.user, getEnv().ADMIN_EMAILS) : false;
  throw redirect(destinationAfterSignIn({ isAdmin: admin }, redirectTo), { headers: result.headers });
}
