/*
 * A form field's rule as a plain function: the browser checks a press with it at once, without
 * loading a schema library (building and first running zod's schemas took 60-150 ms of main
 * thread at 4× CPU on the press that waited for them, issue 37), and the server applies the same
 * function, through `fromCheck` (zod-from-check.ts) where it parses with zod.
 */
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./email-address.ts";

/** The value as stored (trimmed; blank optional text absent), or the message to show. */
export type FieldCheck<T> = (value: unknown) => { ok: true; value: T } | { ok: false; message: string };

export const fail = (message: string) => ({ ok: false as const, message });
export const pass = <T>(value: T) => ({ ok: true as const, value });

/** A required text: absent or blank gives `missing`; over `max` characters gives `tooLong`. */
export const requiredText =
  (missing: string, max: number, tooLong: string): FieldCheck<string> =>
  (value) => {
    if (typeof value !== "string" || value.trim() === "") return fail(missing);
    const text = value.trim();
    return text.length > max ? fail(tooLong) : pass(text);
  };

/** A required e-mail address (email-address.ts's rule). */
export const requiredEmail = (missing: string, invalid: string): FieldCheck<string> => {
  const text = requiredText(missing, EMAIL_MAX_LENGTH, invalid);
  return (value) => {
    const checked = text(value);
    return !checked.ok || isEmailAddress(checked.value) ? checked : fail(invalid);
  };
};

/** An optional text: blank means absent; too long is refused with its name, never cut. */
export const optionalTextCheck =
  (max: number, label: string): FieldCheck<string | undefined> =>
  (value) => {
    if (value === undefined) return pass(undefined);
    if (typeof value !== "string") return fail(`Please enter the ${label} as text`);
    const text = value.trim();
    if (text.length > max) return fail(`Please keep the ${label} under ${max} characters`);
    return pass(text || undefined);
  };

/** One of a list's values; blank means none chosen. */
export const optionalChoice =
  <T extends string>(options: readonly { value: T }[], message: string): FieldCheck<T | undefined> =>
  (value) => {
    if (value === undefined || value === "") return pass(undefined);
    const option = options.find((o) => o.value === value);
    return option ? pass(option.value) : fail(message);
  };

/** What a field's check gives when it passes. */
export type Checked<C> = C extends FieldCheck<infer T> ? T : never;

/** A form's values as its checks give them, field by field. */
export type CheckedFields<C> = { [K in keyof C]: Checked<C[K]> };

export type ChecksResult<C extends Record<string, FieldCheck<unknown>>> =
  | { ok: true; data: CheckedFields<C> }
  | { ok: false; field: keyof C & string; message: string };

/** Applies a form's checks in their order: the first problem is the message shown. */
export function checkInOrder<C extends Record<string, FieldCheck<unknown>>>(
  checks: C,
  fields: Record<string, unknown>,
): ChecksResult<C> {
  const data: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(checks)) {
    const checked = check(fields[field]);
    if (!checked.ok) return { ok: false, field, message: checked.message };
    data[field] = checked.value;
  }
  return { ok: true, data: data as CheckedFields<C> };
}
