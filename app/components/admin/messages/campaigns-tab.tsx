import { clsx } from "clsx";
import { useSearchParams } from "react-router";
import { cardClass } from "#app/components/ui/card.tsx";
import { Detail } from "#app/components/ui/detail.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { ProgressBar } from "#app/components/ui/progress-bar.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { StatCard } from "#app/components/ui/stat-card.tsx";
import { CAMPAIGN_MESSAGES } from "#core/campaigns/compose.ts";
import { formatRate, percent } from "#core/campaigns/rates.ts";
import {
  CAMPAIGN_FILTERS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignFilter,
  type CampaignStatus,
  campaignDateLine,
} from "#core/campaigns/status.ts";
import type { getCampaign, listCampaigns } from "#server/campaigns/campaigns.ts";
import { FilterLinks } from "../filter-links.tsx";
import { IntentLink } from "../intent-link.tsx";
import { CampaignDetail } from "./campaign-detail.tsx";
import type { ComposeSeed } from "./compose-form.tsx";
import { CampaignStatusBadge } from "./status-badge.tsx";
import { useSendingProgress } from "./use-sending-progress.ts";

type Listed = Awaited<ReturnType<typeof listCampaigns>>;
export type CampaignsTabProps = Listed & {
  q: string;
  status: CampaignFilter;
  detail: Awaited<ReturnType<typeof getCampaign>> | null;
};

type Campaign = Listed["campaigns"][number];

/** A campaign being sent: 'Sent 1,240 of 5,000', a bar and the time left (issue 36 item 18). */
function CardProgress({
  name,
  progress,
  startedAt,
}: {
  name: string;
  progress: { done: number; total: number };
  startedAt: Date | string | null;
}) {
  const p = useSendingProgress(progress, startedAt);
  if (!p) return null;
  return (
    <ProgressBar
      className="mt-3"
      label={`Sending progress of ${name}`}
      value={p.value}
      max={p.max}
      text={p.text}
      detail={p.estimate}
    />
  );
}

function CampaignCard({ c, href }: { c: Campaign; href: string }) {
  const line = campaignDateLine({ ...c, status: c.status as CampaignStatus });
  const s = c.stats;
  return (
    <li>
      <IntentLink
        to={href}
        preventScrollReset
        className={clsx(
          cardClass,
          "block h-full hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600",
        )}
      >
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold break-words">{c.name}</h3>
          <CampaignStatusBadge status={c.status} paused={!!c.pausedAt} />
        </div>
        <p className={clsx("text-muted", "mt-1 text-sm break-words")}>{c.subject}</p>
        <p className={clsx("text-muted", "mt-2 text-sm")}>
          {line.label}: <LocalTime value={line.at} />
        </p>
        {c.progress && <CardProgress name={c.name} progress={c.progress} startedAt={c.startedAt} />}
        {c.status === "sent" && (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <Detail term="Delivered" valueClassName="font-semibold tabular-nums">
              {s.delivered}
            </Detail>
            <Detail term="Opened" valueClassName="font-semibold tabular-nums">
              {s.opened} ({formatRate(percent(s.opened, s.delivered))})
            </Detail>
            <Detail term="Clicked" valueClassName="font-semibold tabular-nums">
              {s.clicked} ({formatRate(percent(s.clicked, s.opened))})
            </Detail>
            <Detail term="Unsubscribed" valueClassName="font-semibold tabular-nums">
              {s.unsubscribed}
            </Detail>
          </dl>
        )}
      </IntentLink>
    </li>
  );
}

export function CampaignsTab(
  props: CampaignsTabProps & { onEdit: (seed: Omit<ComposeSeed, "key">) => void },
) {
  const { q, status, campaigns, totals, detail } = props;
  const [params] = useSearchParams();
  const hrefWith = (changes: Record<string, string | null>) => {
    const search = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") search.delete(k);
      else search.set(k, v);
    }
    return `?${search}`;
  };
  return (
    <>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Sent" value={totals.totalSent.toLocaleString("en-US")} />
        <StatCard label="Open Rate" value={formatRate(totals.openRate)} />
        <StatCard label="Click Rate" value={formatRate(totals.clickRate)} />
        <StatCard label="Active Campaigns" value={totals.activeCampaigns} />
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchBox
          id="campaigns-q"
          label="Search campaigns"
          q={q}
          placeholder="Name or subject"
          keep={{ tab: "campaigns", ...(status === "all" ? {} : { status }) }}
        />
        <FilterLinks
          label="Status"
          options={CAMPAIGN_FILTERS.map((f) => ({
            value: f,
            text: f === "all" ? "All" : CAMPAIGN_STATUS_LABELS[f],
          }))}
          current={status}
          href={(f) => hrefWith({ status: f === "all" ? null : f, campaign: null })}
        />
      </div>
      {campaigns.length === 0 ? (
        q || status !== "all" ? (
          <EmptyState title={CAMPAIGN_MESSAGES.noMatches} text={CAMPAIGN_MESSAGES.noMatchesHint} />
        ) : (
          <EmptyState title={CAMPAIGN_MESSAGES.noCampaigns} />
        )
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {campaigns.map((c) => (
            <CampaignCard key={c.id} c={c} href={hrefWith({ campaign: c.id, dq: null })} />
          ))}
        </ul>
      )}
      {detail && (
        <CampaignDetail
          detail={detail}
          closeHref={hrefWith({ campaign: null, dq: null })}
          onEdit={props.onEdit}
        />
      )}
    </>
  );
}
