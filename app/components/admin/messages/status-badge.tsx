import { clsx } from "clsx";
import { badgeVariants } from "#app/components/ui/badge.tsx";
import {
  CAMPAIGN_STATUS_COLORS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
} from "#core/campaigns/status.ts";

export function CampaignStatusBadge({ status, paused }: { status: CampaignStatus; paused?: boolean }) {
  return (
    <span className={clsx(badgeVariants({ tone: null }), CAMPAIGN_STATUS_COLORS[status])}>
      {CAMPAIGN_STATUS_LABELS[status]}
      {paused ? " (paused)" : ""}
    </span>
  );
}
