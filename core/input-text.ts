/**
 * The text rule every stored or queried string passes. PostgreSQL refuses U+0000 in text (the
 * query then fails with a 500), and other C0/C1 control characters have no business in a form
 * field: both are refused with a message, never silently stored. Tab, line feed and carriage
 * return are ordinary text. Over-long strings are refused, never cut.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "The text contains characters that are not allowed";

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** The message for a text field, or null when it is acceptable. */
export function textProblem(value: string, max: number, label = "The text"): string | null {
  if (hasControlCharacters(value)) return `${label} contains characters that are not allowed`;
  if (value.length > max) return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
  return null;
}

/**
 * The first string anywhere in a parsed body (objects, arrays) that carries a control character,
 * keys included; null when the whole value is clean.
 */
export function findControlCharacters(value: unknown, depth = 0): string | null {
  if (depth > 32) return "(nested too deep)";
  if (typeof value === "string") return hasControlCharacters(value) ? value : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findControlCharacters(item, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacters(key)) return key;
      const found = findControlCharacters(item, depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}
