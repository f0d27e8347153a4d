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
