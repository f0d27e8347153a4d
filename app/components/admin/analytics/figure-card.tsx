import type { ReactNode } from "react";
import { cardClass } from "#app/components/ui/card.tsx";
import { StatCard } from "#app/components/ui/stat-card.tsx";
import { Delta, formatCurrent, type Measured } from "./delta.tsx";

/**
 * One measured figure of the analytics screen: the kit's StatCard as a named region, with its change
 * against the previous period when Compare is on (lower is better for figures like bounce rate).
 */
export function FigureCard({ label, detail, ...measured }: Measured & { label: string; detail?: ReactNode }) {
  return (
    <StatCard
      region
      label={label}
      value={formatCurrent(measured)}
      hint={
        <div className="flex flex-wrap items-center gap-2">
          <Delta {...measured} />
          {detail}
        </div>
      }
    />
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
