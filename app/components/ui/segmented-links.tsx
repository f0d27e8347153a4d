import { Link } from "react-router";
import { cn } from "./cn.ts";

export type SegmentedLink = {
  /** The short text shown (7d). */
  text: string;
  /** The spoken name (Last 7 days). */
  label: string;
  to: string;
  current: boolean;
};

/**
 * A row of links that works as a segmented control (a date range, a period): the choice lives in the
 * URL so the loader recomputes, the current one is marked with aria-current, the scroll stays.
 */
export function SegmentedLinks({ label, items }: { label: string; items: readonly SegmentedLink[] }) {
  return (
    <nav
      aria-label={label}
      className="inline-flex rounded-md border border-neutral-300 p-0.5 dark:border-neutral-700"
    >
      {items.map((item) => (
        <Link
          key={item.text}
          to={item.to}
          aria-current={item.current ? "page" : undefined}
          aria-label={item.label}
          preventScrollReset
          className={cn(
            "rounded px-3 py-1.5 text-sm font-medium",
            item.current
              ? "bg-brand-600 text-white"
              : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
          )}
        >
          {item.text}
        </Link>
      ))}
    </nav>
  );
}
