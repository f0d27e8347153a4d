import { clsx } from "clsx";
import { Download, GitCompareArrows } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ANALYTICS_RANGES, type AnalyticsRange, RANGE_LABELS } from "#core/analytics/range.ts";
import { RefreshButton } from "../dashboard/refresh-button.tsx";

/** Range links, Refresh, the Compare toggle and Export; all state lives in the URL. */
export function AnalyticsToolbar({ range, compare }: { range: AnalyticsRange; compare: boolean }) {
  const [params] = useSearchParams();
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value == null) next.delete(key);
    else next.set(key, value);
    const text = next.toString();
    return text ? `?${text}` : ".";
  };
  return (
    <>
      <nav
        aria-label="Range"
        className="inline-flex rounded-md border border-neutral-300 p-0.5 dark:border-neutral-700"
      >
        {ANALYTICS_RANGES.map((r) => (
          <Link
            key={r}
            to={withParam("range", r === "30d" ? null : r)}
            aria-current={r === range ? "page" : undefined}
            aria-label={RANGE_LABELS[r]}
            preventScrollReset
            className={clsx(
              "rounded px-3 py-1.5 text-sm font-medium",
              r === range
                ? "bg-brand-600 text-white"
                : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
            )}
          >
            {r}
          </Link>
        ))}
      </nav>
      <RefreshButton />
      <Link
        to={withParam("compare", compare ? null : "1")}
        preventScrollReset
        aria-pressed={compare}
        role="button"
        className={clsx(buttonVariants({ variant: "secondary" }), compare && "ring-2 ring-brand-600")}
      >
        <GitCompareArrows className="size-4" aria-hidden />
        Compare
      </Link>
      <a
        href={`/admin/analytics/export?range=${range}`}
        className={buttonVariants({ variant: "secondary" })}
        download
      >
        <Download className="size-4" aria-hidden />
        Export
      </a>
    </>
  );
}
