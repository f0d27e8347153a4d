import { extractLinks } from "../../../core/campaigns/links.ts";
import { sanitizeCampaignHtml } from "../../campaigns/content.ts";
import type { Db } from "../client.ts";
import {
  type CampaignStats,
  type campaignStatus,
  emailCampaigns,
  emailTemplates,
  emptyCampaignStats,
} from "../schema.ts";
import { addDays, addMinutes, daysAgo } from "./dates.ts";
import { SEND_MINUTES } from "./deliveries.ts";
import { CAMPAIGN_PLANS, TEMPLATES } from "./marketing-text.ts";
import type { Random } from "./random.ts";

type CampaignStatus = (typeof campaignStatus.enumValues)[number];

/** Realistic results for a sent campaign: about 40% opens, a fifth of those click. */
function sentStats(rand: Random, audience: number): CampaignStats {
  const bounced = rand.int(0, 4);
  const delivered = audience - bounced;
  const opened = Math.round(delivered * rand.float(0.34, 0.52));
  return {
    sent: audience,
    delivered,
    opened,
    clicked: Math.round(opened * rand.float(0.12, 0.3)),
    bounced,
    unsubscribed: rand.int(0, 3),
  };
}

/** Campaigns in every status the message center filters on, and templates in a few categories. */
export async function seedCampaigns(db: Db, rand: Random, now: Date) {
  const campaigns = CAMPAIGN_PLANS.map((plan) => {
    const status: CampaignStatus = plan.status;
    const createdAt = daysAgo(now, Math.max(plan.age, 0) + rand.int(1, 4), rand.int(14, 20));
    const at = plan.age < 0 ? addDays(now, -plan.age) : daysAgo(now, plan.age, 15);
    return {
      name: plan.name,
      subject: plan.subject,
      content: plan.content,
      recipients: [...plan.recipients],
      template: plan.template,
      status,
      tags: [...plan.tags],
      scheduledFor: status === "scheduled" ? at : null,
      sentAt: status === "sent" ? at : null,
      // A sent campaign was started a few minutes before it finished, its links frozen then
      // (server/campaigns/begin.ts); its recipients are written by seedDeliveries.
      startedAt: status === "sent" ? addMinutes(at, -SEND_MINUTES) : null,
      links: status === "sent" ? extractLinks(sanitizeCampaignHtml(plan.content)) : [],
      stats: status === "sent" ? sentStats(rand, plan.audience) : emptyCampaignStats,
      createdAt,
      // Sent and failed campaigns changed when the send was attempted; the others when written.
      updatedAt: status === "sent" || status === "failed" ? at : createdAt,
    };
  });
  await db.insert(emailCampaigns).values(campaigns);
  const templates = TEMPLATES.map((template, i) => {
    const createdAt = daysAgo(now, 240 - i * 35, rand.int(14, 20));
    return { ...template, createdAt, updatedAt: createdAt };
  });
  await db.insert(emailTemplates).values(templates);
  return { campaigns: campaigns.length, templates: templates.length };
}
