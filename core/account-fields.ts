import { isEmailAddress } from "./email-address.ts";

/**
 * What an account may store (issue 19 item 7), checked where it is stored: Better Auth's user
 * create and update (server/auth.ts) refuse anything else with this message, whichever endpoint
 * it came through (sign-up, update-user, Google).
 */
export const ACCOUNT_NAME_MAX = 200;
export const ACCOUNT_IMAGE_MAX = 2048;

export const ACCOUNT_FIELD_MESSAGES = {
  email: "Please enter a valid email address",
  nameTooLong: `Name is at most ${ACCOUNT_NAME_MAX} characters`,
  image: "Image must be a web address starting with http:// or https://",
} as const;

/** True for an absolute http(s) address: the only links we store (no javascript:, data:...). */
export function isWebUrl(value: string, max = ACCOUNT_IMAGE_MAX): boolean {
  if (value.length > max || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The message for the first account field that may not be stored, or null when all may. */
export function accountFieldProblem(user: {
  email?: unknown;
  name?: unknown;
  image?: unknown;
}): string | null {
  if (user.email !== undefined && (typeof user.email !== "string" || !isEmailAddress(user.email))) {
    return ACCOUNT_FIELD_MESSAGES.email;
  }
  if (user.name !== undefined && user.name !== null) {
    if (typeof user.name !== "string" || user.name.length > ACCOUNT_NAME_MAX)
      return ACCOUNT_FIELD_MESSAGES.nameTooLong;
  }
  if (user.image !== undefined && user.image !== null && user.image !== "") {
    if (typeof user.image !== "string" || !isWebUrl(user.image)) return ACCOUNT_FIELD_MESSAGES.image;
  }
  return null;
}
