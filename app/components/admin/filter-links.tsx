import { clsx } from "clsx";
import { ScreenLink } from "#app/components/site/links.tsx";

/** A row of filter choices as links (the filter lives in the URL); the current one is marked. */
export function FilterLinks<T extends string>({
  label,
  options,
  current,
  href,
  counts,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  current: T;
  href: (value: T) => string;
  counts?: Partial<Record<T, number>>;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <ScreenLink
          key={o.value}
          to={href(o.value)}
          aria-current={o.value === current ? "true" : undefined}
          className={clsx(
            "rounded-full border px-3 py-1.5 text-sm font-medium",
            o.value === current
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800",
          )}
        >
          {o.text}
          {counts?.[o.value] !== undefined && <span className="ml-1 tabular-nums">({counts[o.value]})</span>}
        </ScreenLink>
      ))}
    </nav>
  );
}
