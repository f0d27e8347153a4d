/* Campaign statuses (001 section 4) with their filter options and badge colours. */

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "failed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/* The filter of 001 section 4: all, draft, scheduled, sent, failed. A campaign is 'sending' for the
   minutes its queue takes; it shows under all (and counts as active in the tiles). */
export const CAMPAIGN_FILTERS = ["all", "draft", "scheduled", "sent", "failed"] as const;
export type CampaignFilter = (typeof CAMPAIGN_FILTERS)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

/** Badge classes for each status; contrast checked in both themes. */
export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  scheduled: "bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100",
  sending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** Active campaigns are the ones the sender still has work for (001 section 2). */
export function isActiveStatus(status: CampaignStatus) {
  return status === "scheduled" || status === "sending";
}

export function parseCampaignFilter(value: string | null): CampaignFilter {
  return (CAMPAIGN_FILTERS as readonly string[]).includes(value ?? "") ? (value as CampaignFilter) : "all";
}

/** The card's date line: Scheduled, Sent or Created. */
export function campaignDateLine(c: {
  status: CampaignStatus;
  scheduledFor: string | Date | null;
  sentAt: string | Date | null;
  createdAt: string | Date;
}): { label: "Scheduled" | "Sent" | "Created"; at: string } {
  const iso = (d: string | Date) => (typeof d === "string" ? d : d.toISOString());
  if (c.status === "scheduled" && c.scheduledFor) return { label: "Scheduled", at: iso(c.scheduledFor) };
  if (c.status === "sent" && c.sentAt) return { label: "Sent", at: iso(c.sentAt) };
  return { label: "Created", at: iso(c.createdAt) };
}
