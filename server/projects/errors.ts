/** Bad input from a form: the action shows `message` (and the field messages) instead of a 500. */
export class InputError extends Error {
  fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = "InputError";
    this.fieldErrors = fieldErrors;
  }
}

/** The first message of each field of a failed zod parse. */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}
