import { ArrowDown, ArrowUp, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cardClass } from "./card.tsx";
import { cn } from "./cn.ts";

/**
 * A figure with its label; `delta` (e.g. +12.5 for %) shows an up or down arrow, green when the
 * change is good (a rise, or a fall with `lowerIsBetter`: expenses) and red when bad. `region`
 * makes the card a landmark named by its label, with the label as a heading (a screen of many figures).
 */
export function StatCard({
  label,
  value,
  delta,
  deltaSuffix = "%",
  deltaLabel = "vs previous period",
  lowerIsBetter = false,
  icon,
  hint,
  region = false,
  className,
}: {
  label: string;
  value: ReactNode;
  delta?: number | null;
  deltaSuffix?: string;
  deltaLabel?: string;
  lowerIsBetter?: boolean;
  icon?: ReactNode;
  hint?: ReactNode;
  region?: boolean;
  className?: string;
}) {
  const Frame = region ? "section" : "div";
  const Label = region ? "h3" : "p";
  return (
    <Frame className={cn(cardClass, className)} aria-label={region ? label : undefined}>
      <div className="flex items-start justify-between gap-2">
        <Label className="text-sm font-medium text-neutral-600 dark:text-neutral-400">{label}</Label>
        {icon && (
          <span aria-hidden="true" className="text-neutral-500 dark:text-neutral-400">
            {icon}
          </span>
        )}
      </div>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="stat-value">
        {value}
      </p>
      {delta != null && (
        <Delta delta={delta} suffix={deltaSuffix} label={deltaLabel} lowerIsBetter={lowerIsBetter} />
      )}
      {hint && <div className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{hint}</div>}
    </Frame>
  );
}

function Delta({
  delta,
  suffix,
  label,
  lowerIsBetter,
}: {
  delta: number;
  suffix: string;
  label: string;
  lowerIsBetter: boolean;
}) {
  const up = delta > 0;
  const down = delta < 0;
  const good = lowerIsBetter ? down : up;
  const bad = lowerIsBetter ? up : down;
  const amount = `${Math.abs(delta)}${suffix}`;
  const spoken = up ? `Up ${amount} ${label}` : down ? `Down ${amount} ${label}` : `No change ${label}`;
  const Arrow = up ? ArrowUp : ArrowDown;
  return (
    <p
      className={cn(
        "mt-1 inline-flex items-center gap-1 text-sm font-medium",
        good && "text-green-700 dark:text-green-400",
        bad && "text-red-700 dark:text-red-400",
        !up && !down && "text-neutral-600 dark:text-neutral-400",
      )}
    >
      {(up || down) && <Arrow aria-hidden="true" className="size-4" />}
      <span aria-hidden="true">
        {up ? "+" : down ? "-" : ""}
        {amount}
      </span>
      <span className="sr-only">{spoken}</span>
    </p>
  );
}

export type Stat = { label: string; value: ReactNode; icon?: LucideIcon; hint?: ReactNode };

/** A labelled row of StatCards with the brand-coloured icon; `className` sets the grid columns. */
export function StatGrid({
  label,
  stats,
  className,
}: {
  label: string;
  stats: readonly Stat[];
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn("grid gap-4", className)}>
      {stats.map(({ icon: Icon, ...stat }) => (
        <StatCard
          key={stat.label}
          {...stat}
          icon={Icon && <Icon className="size-5 text-brand-600 dark:text-brand-500" />}
        />
      ))}
    </section>
  );
}
