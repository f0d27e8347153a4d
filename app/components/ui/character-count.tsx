import { clsx } from "clsx";
import { characterLimit } from "#core/text.ts";

/**
 * 'N / max' under a text field, and the refusal message once the text is too long. Pair it with a
 * field that has no maxLength (which would cut a paste silently) and point the field's
 * aria-describedby at this id.
 */
export function CharacterCount({ id, text, max }: { id: string; text: string; max: number }) {
  const limit = characterLimit(text, max);
  return (
    <p
      id={id}
      aria-live="polite"
      className={clsx(
        "text-right text-xs",
        limit.over ? "font-medium text-red-700 dark:text-red-300" : "text-neutral-600 dark:text-neutral-300",
      )}
    >
      {limit.message ?? limit.label}
    </p>
  );
}
