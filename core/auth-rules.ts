/** The specification's password rule: 'At least 6 characters'. */
export const PASSWORD_MIN_LENGTH = 6;

export type Role = "admin" | "client";

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
 * A `redirectTo` value is followed only when it is a path on this site: an absolute URL, a
 * protocol-relative `//host` or a backslash trick would turn the sign-in page into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Back to the sign-in machinery would loop or do nothing useful.
  if (/^\/(login|logout|auth-callback|api\/auth)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user lands after signing in: back where they came from, else /admin or /blog (000 §2). */
export function destinationAfterSignIn(user: { isAdmin: boolean }, redirectTo?: string | null) {
  return safeRedirectPath(redirectTo) ?? (user.isAdmin ? "/admin" : "/blog");
}

export type GuardKind = "admin" | "user";

/** Which guard protects a path: the admin area, the client portal, or none. */
export function guardFor(pathname: string): GuardKind | null {
  if (/^\/admin(\/|$)/.test(pathname)) return "admin";
  if (/^\/client-portal(\/|$)/.test(pathname)) return "user";
  return null;
}
