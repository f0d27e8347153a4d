import { Search } from "lucide-react";
import { Form } from "react-router";
import { input, label, secondaryButton } from "./styles.ts";

/** A GET search box that keeps the other list parameters (hidden fields) and starts from page 1. */
export function SearchForm({
  id,
  text,
  q,
  placeholder,
  keep = {},
  hint,
}: {
  id: string;
  text: string;
  q: string;
  placeholder: string;
  keep?: Record<string, string>;
  hint?: string;
}) {
  return (
    <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2" key={q}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={label}>
          {text}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={placeholder}
          className={input}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </div>
      <button type="submit" className={secondaryButton}>
        <Search className="size-4" aria-hidden /> Search
      </button>
      {hint && (
        <p id={`${id}-hint`} className="w-full text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
    </Form>
  );
}
