import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { InputField, SelectField } from "#app/components/ui/form-fields.tsx";
import { CONTACT_SORT_LABELS, CONTACT_SORTS, type ContactListQuery } from "#core/crm/contact-list.ts";
import { CONTACT_STATUS_OPTIONS } from "#core/crm/contact-status.ts";

const statusFilterOptions = [{ value: "all", label: "All Statuses" }, ...CONTACT_STATUS_OPTIONS];
const sortOptions = CONTACT_SORTS.map((s) => ({ value: s, label: CONTACT_SORT_LABELS[s] }));

/** Search, status filter and sort live in the URL; typing waits 300 ms before it searches. */
export function ContactFilters({ query }: { query: ContactListQuery }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => form.current && submit(form.current, { replace: true }), delay);
  };
  // `key` resets the uncontrolled fields when the URL changes from elsewhere (top-bar search).
  return (
    <Form
      ref={form}
      method="get"
      key={`${query.q}|${query.status}|${query.sort}`}
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
