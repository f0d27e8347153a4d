import { cardClass } from "#app/components/ui/card.tsx";
import { formatDuration } from "#core/analytics/rates.ts";
import type { Engagement } from "#server/analytics/engagement.ts";

/** Engagement Metrics, measured for the dashboard's period (first-party analytics and campaigns). */
export function EngagementCard({ engagement, periodText }: { engagement: Engagement; periodText: string }) {
  const metrics = [
    { label: "Email Open Rate", value: `${engagement.openRate}%` },
    { label: "Click Rate", value: `${engagement.clickRate}%` },
    { label: "Website Visits", value: engagement.visits.toLocaleString("en-US") },
    { label: "Avg. Session Duration", value: formatDuration(engagement.avgSessionSeconds) },
  ];
  return (
    <section className={cardClass} aria-labelledby="engagement-heading">
      <h2 id="engagement-heading" className="text-lg font-semibold">
        Engagement Metrics
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">Measured over the {periodText}.</p>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {metrics.map((m) => (
          <div key={m.label}>
            <dt className="text-sm text-neutral-600 dark:text-neutral-400">{m.label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{m.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
