import { safeRedirect } from "./safe-redirect.ts";

/** The specification's password rule: 'At least 6 characters'. */
export const PASSWORD_MIN_LENGTH = 6;

export type Role = "admin" | "client";

/** 000 §constants: 'Session refresh check every 30 seconds' (app/lib/session-watch.ts). */
export const SESSION_CHECK_INTERVAL_MS = 30_000;
/** The BroadcastChannel on which a tab tells the browser's other tabs that it signed in or out. */
export const SESSION_CHANNEL = "agency-session";

/** Admin by role, or by being one of the owner e-mails (DESIGN.md). */
export function isAdmin(user: { email: string; role?: string | null }, adminEmails: readonly string[]) {
  return user.role === "admin" || adminEmails.includes(user.email.trim().toLowerCase());
}

/** The display name of the header menu: the part of the e-mail before the @. */
export function displayName(email: string) {
  return email.split("@")[0];
}

/** The letter in the header menu's avatar. */
export function initial(email: string) {
  return (displayName(email).charAt(0) || "?").toUpperCase();
}

/**
 * A `redirectTo` value is followed only when it is a path on this site (core/safe-redirect.ts),
 * and never back into the sign-in machinery, which would loop or do nothing useful.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = safeRedirect(value, "");
  if (!path) return null;
  if (/^\/(login|logout|auth-callback|api\/auth)(\/|\?|#|$)/.test(path)) return null;
  return path;
}

/** Where a user lands after signing in: back where they came from, else /admin or /blog (000 §2). */
export function destinationAfterSignIn(user: { isAdmin: boolean }, redirectTo?: string | null) {
  return safeRedirectPath(redirectTo) ?? (user.isAdmin ? "/admin" : "/blog");
}

/**
 * Where /auth-callback sends the browser. Better Auth returns a confirmation link without a
 * session when the address was confirmed before (a link opened twice): that visitor goes to /login
 * with a note saying so, rather than to a bare sign-in form.
 */
export function callbackDestination(
  user: { isAdmin: boolean } | null,
  via: string | null,
  redirectTo?: string | null,
): string {
  if (user) return destinationAfterSignIn(user, redirectTo);
  return via === "email" ? "/login?confirmed=1" : "/login";
}

export type GuardKind = "admin" | "user";

/** Which guard protects a path: the admin area, the client portal, or none. */
export function guardFor(pathname: string): GuardKind | null {
  if (/^\/admin(\/|$)/.test(pathname)) return "admin";
  if (/^\/client-portal(\/|$)/.test(pathname)) return "user";
  return null;
}
