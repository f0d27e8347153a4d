import type { AuthError } from "../../core/auth-messages.ts";
import { displayName, isAdmin } from "../../core/auth-rules.ts";
import { parseRetryAfter } from "../../core/retry-after.ts";
import { CONFIRMED_CALLBACK, getAuth, handleAuthRequest } from "../auth.ts";
import { getEnv } from "../env.ts";

/** An answer of Better Auth, with the cookies it set, ready to pass on to the browser. */
export type AuthCall<T> =
  | { ok: true; data: T; headers: Headers }
  | { ok: false; error: AuthError; headers: Headers };

/**
 * Runs a Better Auth endpoint for a page's action, as if the browser had called /api/auth itself:
 * the same cookies, origin and client address, through the same rate limits, CSRF checks and hooks
 * (calling `auth.api.*` directly would skip the rate limiter).
 */
export async function callAuth<T>(request: Request, path: string, body: unknown): Promise<AuthCall<T>> {
  const headers = new Headers(request.headers);
  // The body is new: what described the old one, and hop-by-hop headers, must not come along.
  for (const name of [
    "content-length",
    "transfer-encoding",
    "connection",
    "keep-alive",
    "expect",
    "upgrade",
  ]) {
    headers.delete(name);
  }
  headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const url = new URL(`/api/auth${path}`, request.url);
  const internal = new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
  const response = await handleAuthRequest(internal);
  const passOn = new Headers();
  for (const cookie of response.headers.getSetCookie()) passOn.append("Set-Cookie", cookie);
  const json = (await response.json().catch(() => null)) as (T & AuthError) | null;
  if (response.ok) return { ok: true, data: json as T, headers: passOn };
  return {
    ok: false,
    error: {
      status: response.status,
      code: json?.code,
      message: json?.message,
      retryAfter: parseRetryAfter(response.headers.get("Retry-After")) ?? undefined,
    },
    headers: passOn,
  };
}

type Credentials = { email: string; password: string };
type SignedIn = { user?: { email: string; role?: string }; twoFactorRedirect?: boolean };

/**
 * Password sign-in; on success the answer also says whether the user is an admin. An account with
 * a second factor gets no session yet: `twoFactor` is set and the headers carry the challenge
 * cookie for the second step (server/auth/two-factor.ts, verifySignInCode).
 */
export async function signInWithPassword(request: Request, credentials: Credentials) {
  const result = await callAuth<SignedIn>(request, "/sign-in/email", { ...credentials, rememberMe: true });
  if (!result.ok) return result;
  const user = result.data.user;
  if (result.data.twoFactorRedirect || !user) return { ...result, twoFactor: true, isAdmin: false };
  return { ...result, twoFactor: false, isAdmin: isAdmin(user, getEnv().ADMIN_EMAILS) };
}

/** Sign-up: creates the unconfirmed account and queues the confirmation mail (server/auth.ts). */
export function signUpWithPassword(request: Request, credentials: Credentials) {
  return callAuth(request, "/sign-up/email", {
    ...credentials,
    name: displayName(credentials.email),
    callbackURL: CONFIRMED_CALLBACK,
  });
}

/** 'Forgot password': queues a reset link if the account exists; the answer never says whether. */
export function requestPasswordReset(request: Request, email: string) {
  return callAuth(request, "/request-password-reset", { email, redirectTo: "/reset-password" });
}

/** 'Resend confirmation email' for an account that has not confirmed its address yet. */
export function resendConfirmation(request: Request, email: string) {
  return callAuth(request, "/send-verification-email", { email, callbackURL: CONFIRMED_CALLBACK });
}

/** Sets a new password with the token of a reset link; the token is used up. */
export function resetPassword(request: Request, token: string, password: string) {
  return callAuth(request, "/reset-password", { token, newPassword: password });
}

/** Whether a reset link's token is still unused and unexpired, to show its page or explain. */
export async function resetTokenIsValid(token: string) {
  const context = await getAuth().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(verification && verification.expiresAt > new Date());
}

/**
 * Starts 'Continue with Google': the answer holds the provider's address to send the browser to,
 * and a state cookie. Google returns to /auth-callback, or with ?error= to the error address.
 */
export async function startGoogleSignIn(request: Request, redirectTo: string | null) {
  const callbackURL = redirectTo
    ? `/auth-callback?redirectTo=${encodeURIComponent(redirectTo)}`
    : "/auth-callback";
  return callAuth<{ url: string }>(request, "/sign-in/social", {
    provider: "google",
    callbackURL,
    errorCallbackURL: "/auth-callback?via=google",
  });
}

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export function signOut(request: Request) {
  return callAuth(request, "/sign-out", {});
}

/** 'Sign out everywhere': ends every session of the user (other devices too), then this one. */
export async function signOutEverywhere(request: Request) {
  await callAuth(request, "/revoke-sessions", {});
  return signOut(request);
}
