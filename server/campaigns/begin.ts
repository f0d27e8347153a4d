import { sql } from "drizzle-orm";
import { extractLinks } from "../../core/campaigns/links.ts";
import type { Db } from "../db/client.ts";
import { materialiseDeliveries } from "./audience.ts";
import { sanitizeCampaignHtml } from "./content.ts";
import { rows } from "./sql-rows.ts";

/** Wakes the campaign sender of every app instance (delivered when the transaction commits). */
export const CAMPAIGN_SEND_CHANNEL = "campaign_send";

export const NO_RECIPIENTS = "No confirmed subscribers in the chosen audience";

type Started = { id: string; recipients: string[]; content: string };

/**
 * What happens when a campaign starts, in the transaction that moved it to 'sending': its links
 * are frozen (click tokens name an index into them), and its audience is resolved into queued
 * deliveries once. A crash later resumes from those rows; nobody who confirms afterwards is added.
 */
async function prepare(tx: Db, campaign: Started) {
  const links = extractLinks(sanitizeCampaignHtml(campaign.content));
  const added = await materialiseDeliveries(tx, campaign.id, campaign.recipients);
  await tx.execute(sql`
    update email_campaigns set links = ${sql`array[${sql.join(
      links.map((l) => sql`${l}`),
      sql`, `,
    )}]::text[]`},
      status = case when ${added} = 0 then 'failed'::campaign_status else status end,
      last_error = case when ${added} = 0 then ${NO_RECIPIENTS} else null end
    where id = ${campaign.id}`);
  await tx.execute(sql`select pg_notify(${CAMPAIGN_SEND_CHANNEL}, ${campaign.id})`);
  return added;
}

/**
 * Moves one draft or scheduled campaign to 'sending' now. The WHERE on the status makes it happen
 * once, however many requests or instances try. Returns the number of queued deliveries, or null
 * when the campaign was not in a startable state.
 */
export async function beginSending(tx: Db, campaignId: string): Promise<number | null> {
  const [row] = await rows<Started>(
    tx,
    sql`update email_campaigns set status = 'sending', started_at = now(), paused_at = null, updated_at = now()
        where id = ${campaignId} and status in ('draft', 'scheduled')
        returning id, recipients, content`,
  );
  return row ? prepare(tx, row) : null;
}

/**
 * Starts every scheduled campaign whose time has come. FOR UPDATE SKIP LOCKED plus the status
 * change means each is taken by exactly one instance, once.
 */
export async function beginDueCampaigns(tx: Db): Promise<string[]> {
  const started = await rows<Started>(
    tx,
    sql`update email_campaigns set status = 'sending', started_at = now(), paused_at = null, updated_at = now()
        where id in (select id from email_campaigns
                     where status = 'scheduled' and scheduled_for <= now()
                     for update skip locked)
        returning id, recipients, content`,
  );
  for (const campaign of started) await prepare(tx, campaign);
  return started.map((c) => c.id);
}
