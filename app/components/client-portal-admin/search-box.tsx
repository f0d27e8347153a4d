import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { inputClass } from "../ui/form-styles.ts";

const placeholders: Record<string, string> = {
  projects: "Search projects or clients...",
  deliverables: "Search deliverables...",
  messages: "Search conversations...",
};

/** Filters the active tab on the server as the admin types (and on Enter without JavaScript). */
export function SearchBox({ tab, q }: { tab: string; q: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" role="search" className="relative w-full sm:w-72">
      <input type="hidden" name="tab" value={tab} />
      <label htmlFor="client-portal-search" className="sr-only">
        Search {tab}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-2.5 left-3 size-4 text-neutral-500"
      />
      <input
        id="client-portal-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={placeholders[tab]}
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), 250);
        }}
        className={`${inputClass} pl-9`}
      />
    </Form>
  );
}
