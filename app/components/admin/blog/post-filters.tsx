import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { controlClass } from "#app/components/ui/field.tsx";
import { STATUS_FILTERS, type StatusFilter } from "#core/blog/post-schema.ts";

const filterLabels: Record<StatusFilter, string> = {
  all: "All Status",
  published: "Published",
  draft: "Draft",
  archived: "Archived",
};

/** Search (title, author, tags) and status filter, kept in the URL so a filtered view can be shared. */
export function PostFilters({ q, status }: { q: string; status: StatusFilter }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitSoon = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => form.current && submit(form.current, { replace: true }), delay);
  };

  return (
    <Form ref={form} method="get" role="search" className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="blog-search" className="sr-only">
          Search posts by title, author or tag
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
        />
        <input
          id="blog-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search posts..."
          onChange={() => submitSoon(300)}
          className={`${controlClass} pl-9`}
        />
      </div>
      <label htmlFor="blog-status" className="sr-only">
        Filter by status
      </label>
      <select
        id="blog-status"
        name="status"
        defaultValue={status}
        onChange={() => submitSoon(0)}
        className={`${controlClass} sm:w-48`}
      >
        {STATUS_FILTERS.map((value) => (
          <option key={value} value={value}>
            {filterLabels[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border px-4 py-2">
          Search
        </button>
      </noscript>
    </Form>
  );
}
