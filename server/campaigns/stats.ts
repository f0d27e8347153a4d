import { sql } from "drizzle-orm";
import { campaignUtmName } from "../../core/campaigns/utm.ts";
import type { Db } from "../db/client.ts";
import { rows } from "./sql-rows.ts";

/* Campaign results come from the delivery rows; email_campaigns.stats is a copy kept in step.
   sent = handed to the mail server with a final answer (accepted or refused for good),
   bounced = refused for good, delivered = sent − bounced (accepted), opened and clicked = people
   (not hits), unsubscribed = through this campaign's link or header. */

/**
 * Takes the campaign row lock first, then changes a delivery (`change`), then recounts: every
 * writer of a campaign's results is serialised on that lock, and the recount (a new statement,
 * so a new snapshot) sees every earlier writer's commit. The counts stay exact under concurrent
 * opens and clicks. Run it inside a transaction.
 */
export async function withStatsLock<T>(tx: Db, campaignId: string, change: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select id from email_campaigns where id = ${campaignId} for update`);
  const result = await change();
  await recountStats(tx, campaignId);
  return result;
}

export async function recountStats(tx: Db, campaignId: string) {
  await tx.execute(sql`
    update email_campaigns set stats = (
      select jsonb_build_object(
        'sent', count(*) filter (where status in ('sent', 'bounced')),
        'delivered', count(*) filter (where status = 'sent'),
        'bounced', count(*) filter (where status = 'bounced'),
        'opened', count(*) filter (where opened_first_at is not null),
        'clicked', count(*) filter (where clicked_at is not null),
        'unsubscribed', count(*) filter (where unsubscribed_at is not null))
      from campaign_deliveries where campaign_id = ${campaignId})
    where id = ${campaignId}`);
}

/** Counts of the queue, for the sender's decision to finish a campaign and the retry. */
export async function queueCounts(db: Db, campaignId: string) {
  const [row] = await rows<{ queued: number; sent: number; failed: number; total: number }>(
    db,
    sql`select count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status = 'failed')::int as failed,
               count(*)::int as total
        from campaign_deliveries where campaign_id = ${campaignId}`,
  );
  return {
    queued: Number(row?.queued ?? 0),
    sent: Number(row?.sent ?? 0),
    failed: Number(row?.failed ?? 0),
    total: Number(row?.total ?? 0),
  };
}

/**
 * Why a finished campaign's deliveries failed, in words for its detail: how many, and the mail
 * server's answer that most of them got. Null when every address got the mail or bounced.
 */
export async function failureReason(db: Db, campaignId: string): Promise<string | null> {
  const [row] = await rows<{ failed: number; error: string | null }>(
    db,
    sql`select count(*)::int as failed,
               (select last_error from campaign_deliveries
                where campaign_id = ${campaignId} and status = 'failed' and last_error is not null
                group by last_error order by count(*) desc, last_error limit 1) as error
        from campaign_deliveries where campaign_id = ${campaignId} and status = 'failed'`,
  );
  const failed = Number(row?.failed ?? 0);
  if (!failed) return null;
  return failedDeliveriesText(failed, row?.error ?? null);
}

export function failedDeliveriesText(failed: number, serverAnswer: string | null) {
  const who = failed === 1 ? "1 address was" : `${failed.toLocaleString("en-US")} addresses were`;
  const why = serverAnswer ? ` The mail server answered: ${serverAnswer}` : "";
  return `${who} not reached after repeated tries.${why}`;
}

/**
 * The site visits a campaign brought (issue 34 item 3): page views since it started that arrived
 * through its tracked links (utm_medium=email, utm_campaign = its name's slug), and their visitors.
 */
export async function campaignSiteVisits(db: Db, campaign: { name: string; startedAt: Date | null }) {
  if (!campaign.startedAt) return { views: 0, visitors: 0 };
  const [row] = await rows<{ views: number; visitors: number }>(
    db,
    sql`select count(*)::int as views, count(distinct visitor_id)::int as visitors from page_views
        where created_at >= ${campaign.startedAt.toISOString()} and utm_medium = 'email'
          and utm_campaign = ${campaignUtmName(campaign.name)}`,
  );
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}
