import { card } from "../styles.ts";

/**
 * Engagement metrics are fixed zero placeholders in the specification (001 section 2); they stay
 * so here, and say so. Real traffic and e-mail figures are on the Analytics page.
 */
const metrics = [
  { label: "Email Open Rate", value: "0%" },
  { label: "Click Rate", value: "0%" },
  { label: "Website Visits", value: "0" },
  { label: "Avg. Session Duration", value: "0m" },
];

export function EngagementCard() {
  return (
    <section className={card} aria-labelledby="engagement-heading">
      <h2 id="engagement-heading" className="text-lg font-semibold">
        Engagement Metrics
      </h2>
      <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
        Placeholder figures, fixed at zero; see Analytics for measured traffic.
      </p>
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
