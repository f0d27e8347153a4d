/* The Message Center's figures (001 section 9): open rate is opened / sent over sent campaigns,
   click rate is clicked / opened; both shown with one decimal. */

export type StatsLike = {
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  unsubscribed: number;
};

/** A share in percent; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}

export type MessageCenterTotals = {
  totalSent: number;
  openRate: number;
  clickRate: number;
  activeCampaigns: number;
};

export function messageCenterTotals(
  campaigns: readonly { status: string; stats: StatsLike }[],
): MessageCenterTotals {
  let sent = 0;
  let opened = 0;
  let clicked = 0;
  let active = 0;
  for (const c of campaigns) {
    if (c.status === "scheduled" || c.status === "sending") active++;
    if (c.status !== "sent") continue;
    sent += c.stats.sent;
    opened += c.stats.opened;
    clicked += c.stats.clicked;
  }
  return {
    totalSent: sent,
    openRate: percent(opened, sent),
    clickRate: percent(clicked, opened),
    activeCampaigns: active,
  };
}
