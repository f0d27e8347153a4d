import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "./button.tsx";
import { labelClass } from "./field.tsx";
import { Input } from "./input.tsx";

/**
 * A GET search form (works without JavaScript; Enter submits): it keeps the other list parameters
 * as hidden fields and drops the page so results start at page 1. `debounceMs` also submits while
 * typing, for live filtering.
 */
export function SearchBox({
  id,
  label,
  q,
  name = "q",
  placeholder,
  keep = {},
  hint,
  debounceMs,
}: {
  id: string;
  label: string;
  q: string;
  name?: string;
  placeholder?: string;
  keep?: Record<string, string>;
  hint?: string;
  debounceMs?: number;
}) {
  const [value, setValue] = useState(q);
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  useEffect(() => setValue(q), [q]);
  useEffect(() => {
    if (!debounceMs || value === q || !form.current) return;
    const target = form.current;
    const timer = setTimeout(() => void submit(target, { replace: true }), debounceMs);
    return () => clearTimeout(timer);
  }, [value, q, debounceMs, submit]);
  const clear = () => {
    setValue("");
    const params = new URLSearchParams(keep);
    void submit(params, { method: "get" });
  };
  return (
    <Form ref={form} method="get" role="search" className="flex flex-1 flex-wrap items-end gap-2">
      {Object.entries(keep).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <div className="relative min-w-48 flex-1">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <Input
          id={id}
          name={name}
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="pr-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute right-1 bottom-1 inline-flex size-7 items-center justify-center rounded text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <Button type="submit" variant="secondary">
        <Search className="size-4" aria-hidden="true" /> Search
      </Button>
      {hint && (
        <p id={`${id}-hint`} className="w-full text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
    </Form>
  );
}
