import { sql } from "drizzle-orm";
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

/** Counts of the queue, for the sender's decision to finish a campaign. */
export async function queueCounts(db: Db, campaignId: string) {
  const [row] = await rows<{ queued: number; sent: number; total: number }>(
    db,
    sql`select count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'sent')::int as sent,
               count(*)::int as total
        from campaign_deliveries where campaign_id = ${campaignId}`,
  );
  return { queued: Number(row?.queued ?? 0), sent: Number(row?.sent ?? 0), total: Number(row?.total ?? 0) };
}
