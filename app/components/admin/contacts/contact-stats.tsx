import type { ContactStats as Stats } from "#core/crm/contact-metrics.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { StatCard } from "../stat-card.tsx";

export function ContactStats({ stats }: { stats: Stats }) {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Contacts" value={stats.total.toLocaleString("en-US")} />
      <StatCard label="New Leads" value={stats.byStatus.new.toLocaleString("en-US")} />
      <StatCard
        label="Pipeline Value"
        value={formatMoney(stats.pipelineValue)}
        detail="Open deals (not closed or lost)"
      />
      <StatCard
        label="Conversion Rate"
        value={`${stats.conversionRate}%`}
        detail={`${stats.byStatus.closed.toLocaleString("en-US")} closed won`}
      />
    </div>
  );
}
