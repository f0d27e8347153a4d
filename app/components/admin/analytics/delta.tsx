import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { formatGrowth, growthRate } from "#core/dashboard/growth.ts";

/**
 * A figure against the previous period of the same length (Compare). `lowerIsBetter` turns the
 * colours round for figures such as bounce rate.
 */
export function Delta({
  current,
  previous,
  lowerIsBetter = false,
}: {
  current: number;
  previous: number | undefined;
  lowerIsBetter?: boolean;
}) {
  if (previous === undefined) return null;
  const change = growthRate(current, previous);
  const good = lowerIsBetter ? change < 0 : change > 0;
  const Icon = change > 0 ? ArrowUp : change < 0 ? ArrowDown : Minus;
  const tone =
    change === 0
      ? "text-neutral-600 dark:text-neutral-400"
      : good
        ? "text-green-700 dark:text-green-400"
        : "text-red-700 dark:text-red-400";
  return (
    <span className={`inline-flex items-center gap-0.5 text-xs font-medium ${tone}`}>
      <Icon className="size-3.5" aria-hidden />
      {formatGrowth(change)}
      <span className="sr-only"> against the previous period ({previous.toLocaleString("en-US")})</span>
    </span>
  );
}
