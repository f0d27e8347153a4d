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
 *
 * The field is uncontrolled: a keystroke renders nothing (only the clear button's appearing and
 * going), so typing never waits for React. It follows `q` when the URL changes from elsewhere;
 * with live filtering, not while it has focus: a search that lands while someone types on must
 * not take back what they typed since it was sent.
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
  const [filled, setFilled] = useState(q !== "");
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searched = useRef(q);
  searched.current = q;
  const submit = useSubmit();
  useEffect(() => () => clearTimeout(timer.current), []);
  const followed = useRef(q);
  useEffect(() => {
    const input = field.current;
    if (!input || followed.current === q) return;
    followed.current = q;
    if (debounceMs && input === document.activeElement) return;
    input.value = q;
    setFilled(q !== "");
  }, [q, debounceMs]);
  const onChange = (value: string) => {
    setFilled(value !== "");
    if (!debounceMs) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = form.current;
      if (target && field.current?.value !== searched.current) void submit(target, { replace: true });
    }, debounceMs);
  };
  const clear = () => {
    clearTimeout(timer.current);
    if (field.current) field.current.value = "";
    setFilled(false);
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
          ref={field}
          id={id}
          name={name}
          type="search"
          defaultValue={q}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="pr-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {filled && (
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
