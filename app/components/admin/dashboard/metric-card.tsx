import { clsx } from "clsx";
import { TrendingDown, TrendingUp } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { cardClass } from "#app/components/ui/card.tsx";
import { formatGrowth } from "#core/dashboard/growth.ts";

export function MetricCard({
  label,
  value,
  icon: Icon,
  growth,
  detail,
}: {
  label: string;
  value: string;
  icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  growth?: number;
  detail: ReactNode;
}) {
  return (
    <section className={cardClass} aria-label={label}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-neutral-600 dark:text-neutral-400">{label}</h2>
        <Icon className="size-5 text-brand-600 dark:text-brand-500" aria-hidden />
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid="metric-value">
        {value}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
        {growth !== undefined && (
          <span
            className={clsx(
              "inline-flex items-center gap-1 font-medium",
              growth >= 0 ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400",
            )}
          >
            {growth >= 0 ? (
              <TrendingUp className="size-4" aria-hidden />
            ) : (
              <TrendingDown className="size-4" aria-hidden />
            )}
            {formatGrowth(growth)}
          </span>
        )}
        <span data-testid="metric-detail">{detail}</span>
      </div>
    </section>
  );
}
