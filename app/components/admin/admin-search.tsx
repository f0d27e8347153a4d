import { clsx } from "clsx";
import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { controlClass } from "#app/components/ui/field.tsx";
import {
  ADMIN_SEARCH_GROUPS,
  ADMIN_SEARCH_MIN,
  type AdminSearchHit,
  type AdminSearchResults,
} from "#core/admin-search.ts";
import { countOf } from "#core/plural.ts";

const popup =
  "absolute top-full right-0 left-0 z-40 mt-1 rounded-md border border-neutral-200 bg-white shadow-lg dark:border-neutral-800 dark:bg-neutral-950";

/**
 * The top bar's search (a combobox): contacts, submissions, subscribers and posts, grouped.
 * Arrow keys move, Enter opens, Escape closes. Without JavaScript the form searches contacts.
 */
export function AdminSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const fetcher = useFetcher<AdminSearchResults>({ key: "admin-search" });
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const term = q.trim();
  const results = fetcher.data && fetcher.data.q === term.replace(/\s+/g, " ") ? fetcher.data : null;
  const groups = useMemo(
    () =>
      ADMIN_SEARCH_GROUPS.map((g) => ({ ...g, hits: results?.[g.key] ?? [] })).filter(
        (g) => g.hits.length > 0,
      ),
    [results],
  );
  const hits: AdminSearchHit[] = groups.flatMap((g) => g.hits);
  const expanded = open && term.length >= ADMIN_SEARCH_MIN;

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setQ(value);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current);
    if (value.trim().length >= ADMIN_SEARCH_MIN) {
      timer.current = setTimeout(
        () => fetcher.load(`/admin/search?q=${encodeURIComponent(value.trim())}`),
        200,
      );
    }
  };
  const go = (hit: AdminSearchHit) => {
    setOpen(false);
    setQ("");
    navigate(hit.href);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && hits.length) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % hits.length);
    } else if (event.key === "ArrowUp" && hits.length) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (event.key === "Enter" && expanded && hits.length > 0) {
      // Enter without choosing opens the first result; with no results yet the form searches contacts.
      event.preventDefault();
      go(hits[active >= 0 ? active : 0]);
    } else if (event.key === "Escape") {
      if (open) setOpen(false);
      else setQ("");
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  let index = -1;
  const status = !expanded
    ? ""
    : fetcher.state !== "idle" && !results
      ? "Searching..."
      : results
        ? hits.length
          ? countOf(hits.length, "result")
          : `No results for "${term}"`
        : "";

  return (
    <Form method="get" action="/admin/contacts" role="search" className="relative w-full max-w-md">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search contacts, submissions, subscribers, posts, projects, deliverables and messages
      </label>
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-neutral-500" aria-hidden />
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        autoComplete="off"
        placeholder="Search..."
        value={q}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={clsx(controlClass, "pl-9")}
      />
      <div className="sr-only" aria-live="polite">
        {status}
      </div>
      {expanded && status && !hits.length && (
        <div className={clsx(popup, "px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400")}>
          {status}
        </div>
      )}
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        hidden={!expanded || !hits.length}
        className={clsx(popup, "max-h-96 overflow-y-auto p-1")}
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA combobox pattern), not a form fieldset
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div
              id={`${id}-${group.key}`}
              role="presentation"
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
            >
              {group.label}
            </div>
            {group.hits.map((hit) => {
              index++;
              const i = index;
              return (
                <div
                  key={`${group.key}-${hit.id}`}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(hit)}
                  onKeyDown={() => {}}
                  onMouseEnter={() => setActive(i)}
                  className={clsx(
                    "cursor-pointer rounded px-3 py-2 text-sm",
                    i === active && "bg-neutral-100 dark:bg-neutral-800",
                  )}
                >
                  <div className="font-medium">{hit.title}</div>
                  <div className="text-xs text-neutral-600 dark:text-neutral-400">{hit.detail}</div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </Form>
  );
}
