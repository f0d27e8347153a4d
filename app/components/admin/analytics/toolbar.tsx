import { clsx } from "clsx";
import { Download, GitCompareArrows } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
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
      <SegmentedLinks
        label="Range"
        items={ANALYTICS_RANGES.map((r) => ({
          text: r,
          label: RANGE_LABELS[r],
          to: withParam("range", r === "30d" ? null : r),
          current: r === range,
        }))}
      />
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
