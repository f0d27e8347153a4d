import type { ReactNode } from "react";
import { cardClass } from "#app/components/ui/card.tsx";
import { Delta } from "./delta.tsx";

/** One measured figure, with its change against the previous period when Compare is on. */
export function FigureCard({
  label,
  value,
  current,
  previous,
  detail,
  lowerIsBetter,
}: {
  label: string;
  value: string;
  current: number;
  previous?: number;
  detail?: ReactNode;
  lowerIsBetter?: boolean;
}) {
  return (
    <section className={cardClass} aria-label={label}>
      <h3 className={`text-sm font-medium text-muted`}>{label}</h3>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="figure-value">
        {value}
      </p>
      <div className={`mt-1 flex flex-wrap items-center gap-2 text-sm text-muted`}>
        <Delta current={current} previous={previous} lowerIsBetter={lowerIsBetter} />
        {detail}
      </div>
    </section>
  );
}

export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className={cardClass} aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
