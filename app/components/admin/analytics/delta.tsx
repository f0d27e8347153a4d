import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { formatGrowth, formatPoints, growthRate, pointChange } from "#core/dashboard/growth.ts";
import { n } from "./format.ts";

/** A measured figure and, with Compare on, the same figure of the previous period. */
export type Measured = {
  current: number;
  previous?: number;
  /** How the figure reads, on screen and (for the previous period) to a screen reader. */
  format?: (value: number) => string;
  lowerIsBetter?: boolean;
  /** A rate in percent (bounce, open, click): its change is told in percentage points. */
  rate?: boolean;
};

/** The figure as it reads on screen, in the same format its previous period is read in. */
export const formatCurrent = ({ current, format = n }: Measured) => format(current);

/**
 * A figure against the previous period of the same length (Compare). `lowerIsBetter` turns the
 * colours round for figures such as bounce rate.
 */
export function Delta({ current, previous, format = n, lowerIsBetter = false, rate = false }: Measured) {
  if (previous === undefined) return null;
  const change = rate ? pointChange(current, previous) : growthRate(current, previous);
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
      {rate ? formatPoints(change) : formatGrowth(change)}
      <span className="sr-only"> against the previous period ({format(previous)})</span>
    </span>
  );
}
