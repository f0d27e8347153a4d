import { StatCard } from "#app/components/ui/stat-card.tsx";
import type { ContactStats as Stats } from "#core/crm/contact-metrics.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";

export function ContactStats({ stats }: { stats: Stats }) {
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Contacts" value={stats.total.toLocaleString("en-US")} />
      <StatCard label="New Leads" value={stats.byStatus.new.toLocaleString("en-US")} />
      <StatCard
        label="Pipeline Value"
        value={formatMoney(stats.pipelineValue)}
        hint="Open deals (not closed or lost)"
      />
      <StatCard
        label="Conversion Rate"
        value={`${stats.conversionRate}%`}
        hint={`${stats.byStatus.closed.toLocaleString("en-US")} closed won`}
      />
    </div>
  );
}
