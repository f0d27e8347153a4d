/** Cuts a text at `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max)}...` : clean;
}

/**
 * A length limit said before it bites: 'N / max' while typing and a refusal message past it, so
 * a long text is never cut silently (a browser's maxLength drops the end of a paste unseen).
 */
export function characterLimit(
  text: string,
  max: number,
): { label: string; over: boolean; message?: string } {
  const length = text.length;
  const over = length > max;
  return {
    label: `${length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")}`,
    over,
    message: over
      ? `${(length - max).toLocaleString("en-US")} characters too long: please keep this under ${max.toLocaleString("en-US")} characters`
      : undefined,
  };
}

/** Text made safe inside HTML, in an element or an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
