import { CompactTable } from "#app/components/ui/compact-table.tsx";
import { formatMoney } from "#core/dashboard/revenue.ts";
import type { AnalyticsFigures } from "#server/analytics/report.ts";
import { FigureCard, Section } from "./figure-card.tsx";
import { n } from "./format.ts";

export function RevenueTab({ f, p }: { f: AnalyticsFigures; p: AnalyticsFigures | null }) {
  const r = f.revenue;
  // With Compare on, the card's own delta already says this.
  const growth = (v: number) => (p ? undefined : `${v > 0 ? "+" : ""}${v}% against the previous period`);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Monthly Revenue"
          format={formatMoney}
          current={r.monthly}
          previous={p?.revenue.monthly}
          detail="last 30 days"
        />
        <FigureCard
          label="Quarterly Revenue"
          format={formatMoney}
          current={r.quarterly}
          previous={p?.revenue.quarterly}
          detail="last 90 days"
        />
        <FigureCard
          label="Revenue in Range"
          format={formatMoney}
          current={r.income}
          previous={p?.revenue.income}
          detail={growth(r.revenueGrowth)}
        />
        <FigureCard
          label="Expenses in Range"
          format={formatMoney}
          current={r.expenses}
          previous={p?.revenue.expenses}
          lowerIsBetter
          detail={growth(r.expenseGrowth)}
        />
      </div>
      <Section title="Top Services">
        <CompactTable
          caption="The 3 top services by project value"
          columns={["Service", "Projects", "Value"]}
          rows={r.topServices.map((s) => [s.service, n(s.projects), formatMoney(s.value)])}
          empty="No completed or in-progress projects in this range"
        />
      </Section>
    </div>
  );
}
