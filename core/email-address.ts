/**
 * The one e-mail address rule for every address we store (contact form, newsletter, CRM, sign-up,
 * invitations): a dot-atom local part of RFC 5322's printable characters (no quotes, spaces or
 * angle brackets, so `<img/src=x/onerror=...>@x.co` is refused), a host name of letter, digit and
 * hyphen labels with a top-level label of letters, at most 64 + 254 characters.
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split(".");
  if (local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  return /^[A-Za-z]{2,63}$/.test(labels[labels.length - 1]);
}
