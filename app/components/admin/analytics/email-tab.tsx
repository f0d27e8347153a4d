import { CompactTable } from "#app/components/ui/compact-table.tsx";
import type { AnalyticsFigures } from "#server/analytics/report.ts";
import { FigureCard, Section } from "./figure-card.tsx";
import { dayLabel, n, percent } from "./format.ts";

export function EmailTab({ f, p }: { f: AnalyticsFigures; p: AnalyticsFigures | null }) {
  const e = f.email;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Campaigns Sent"
          format={n}
          current={e.campaigns}
          previous={p?.email.campaigns}
          detail={`${n(e.sent)} e-mails`}
        />
        <FigureCard
          label="Open Rate"
          format={percent}
          rate
          current={e.openRate}
          previous={p?.email.openRate}
          detail="opened / delivered"
        />
        <FigureCard
          label="Click Rate"
          format={percent}
          rate
          current={e.clickRate}
          previous={p?.email.clickRate}
          detail="clicked / opened"
        />
        <FigureCard
          label="New Subscribers"
          format={n}
          current={e.subscribers.newInRange}
          previous={p?.email.subscribers.newInRange}
        />
      </div>
      <Section title="Recent Campaigns">
        <CompactTable
          caption="The 5 most recent sent campaigns"
          columns={["Campaign", "Sent", "Open rate", "Click rate"]}
          rows={e.recent.map((c) => [c.name, n(c.sent), `${c.openRate}%`, `${c.clickRate}%`])}
          empty="No campaigns sent in this range"
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Subscriber Trend">
          <CompactTable
            caption="Total subscribers at the end of each of the last 4 weeks"
            columns={["Week ending", "Subscribers"]}
            rows={e.subscriberTrend.map((w) => [dayLabel(w.day), n(w.total)])}
          />
        </Section>
        <Section title="Confirmed and Unconfirmed">
          <CompactTable
            caption="Confirmed against unconfirmed subscribers"
            columns={["Status", "Subscribers"]}
            rows={[
              ["Confirmed", n(e.subscribers.confirmed)],
              ["Unconfirmed", n(e.subscribers.unconfirmed)],
            ]}
          />
        </Section>
      </div>
    </div>
  );
}
