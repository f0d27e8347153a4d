import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CONTACT_SORT_LABELS, CONTACT_SORTS, type ContactListQuery } from "#core/crm/contact-list.ts";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from "#core/crm/contact-status.ts";

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
      <div>
        <label htmlFor="contacts-q" className={labelClass}>
          Search
        </label>
        <input
          id="contacts-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder="Name, email or company"
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor="contacts-status" className={labelClass}>
          Status
        </label>
        <select id="contacts-status" name="status" defaultValue={query.status} className={controlClass}>
          <option value="all">All Statuses</option>
          {CONTACT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CONTACT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="contacts-sort" className={labelClass}>
          Sort
        </label>
        <select id="contacts-sort" name="sort" defaultValue={query.sort} className={controlClass}>
          {CONTACT_SORTS.map((s) => (
            <option key={s} value={s}>
              {CONTACT_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </Form>
  );
}
