import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { InputField, SelectField } from "#app/components/ui/form-fields.tsx";
import { CONTACT_SORT_LABELS, CONTACT_SORTS, type ContactListQuery } from "#core/crm/contact-list.ts";
import { CONTACT_STATUS_OPTIONS } from "#core/crm/contact-status.ts";

const statusFilterOptions = [{ value: "all", label: "All Statuses" }, ...CONTACT_STATUS_OPTIONS];
const sortOptions = CONTACT_SORTS.map((s) => ({ value: s, label: CONTACT_SORT_LABELS[s] }));

/**
 * Search, status filter and sort live in the URL; typing waits 300 ms before it searches.
 * The fields are uncontrolled (a keystroke renders nothing) and follow the URL when it changes from
 * elsewhere (top-bar search, back), except the one being typed in: the search that lands while
 * someone types on (the list changes under them) leaves their field, focus and caret as they are.
 */
export function ContactFilters({ query }: { query: ContactListQuery }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    for (const [name, value] of Object.entries({ q: query.q, status: query.status, sort: query.sort })) {
      const field = fields.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement &&
        field.value !== value
      )
        field.value = value;
    }
  }, [query.q, query.status, query.sort]);
  const send = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => form.current && submit(form.current, { replace: true }), delay);
  };
  return (
    <Form
      ref={form}
      method="get"
      className="mb-6 grid gap-3 sm:grid-cols-[1fr_auto_auto]"
      onChange={(e) => send((e.target as HTMLElement).tagName === "INPUT" ? 300 : 0)}
    >
      <InputField
        id="contacts-q"
        label="Search"
        name="q"
        type="search"
        defaultValue={query.q}
        placeholder="Name, email or company"
      />
      <SelectField
        id="contacts-status"
        label="Status"
        name="status"
        defaultValue={query.status}
        options={statusFilterOptions}
      />
      <SelectField
        id="contacts-sort"
        label="Sort"
        name="sort"
        defaultValue={query.sort}
        options={sortOptions}
      />
    </Form>
  );
}
