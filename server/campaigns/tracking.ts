import { sql } from "drizzle-orm";
import { withCampaignUtm } from "../../core/campaigns/utm.ts";
import { type Db, getDb } from "../db/client.ts";
import { getSettings } from "../settings.ts";
import { rows } from "./sql-rows.ts";
import { withStatsLock } from "./stats.ts";
import { verifyTracking } from "./tracking-token.ts";

/* The open pixel and click redirect. A bad or foreign token is answered like any other (a pixel,
   or the home page for a click) and never with a 5xx; a click only ever leads to a link that was
   in the campaign. */

type Delivery = { id: string; campaignId: string; campaignName: string; links: string[] };

async function findDelivery(db: Db, deliveryId: string) {
  const [row] = await rows<Delivery>(
    db,
    sql`select d.id, d.campaign_id as "campaignId", c.name as "campaignName", c.links from campaign_deliveries d
        join email_campaigns c on c.id = d.campaign_id where d.id = ${deliveryId}`,
  );
  return row;
}

/** First and last open kept; the campaign's counts move only on a first open. */
async function markOpened(tx: Db, deliveryId: string) {
  await tx.execute(sql`update campaign_deliveries set
    opened_first_at = coalesce(opened_first_at, now()), opened_last_at = now() where id = ${deliveryId}`);
}

export async function recordOpen(token: string, db: Db = getDb()) {
  const claim = verifyTracking(token.replace(/\.gif$/, ""));
  if (claim?.kind !== "open") return false;
  const { emailTracking } = await getSettings(["emailTracking"], db);
  if (!emailTracking) return false;
  const delivery = await findDelivery(db, claim.deliveryId);
  if (!delivery) return false;
  await db.transaction((tx) => withStatsLock(tx, delivery.campaignId, () => markOpened(tx, delivery.id)));
  return true;
}

/**
 * Records a click (once per recipient and link; a click is also an open) and returns where to
 * go: the campaign's link at that index with the campaign's UTM parameters (unless it has its
 * own), or null for a token that is not ours.
 */
export async function recordClick(token: string, db: Db = getDb()): Promise<string | null> {
  const claim = verifyTracking(token);
  if (claim?.kind !== "click") return null;
  const delivery = await findDelivery(db, claim.deliveryId);
  const link = delivery?.links[claim.link];
  if (!delivery || !link) return null;
  const target = withCampaignUtm(link, delivery.campaignName);
  const { emailTracking } = await getSettings(["emailTracking"], db);
  if (!emailTracking) return target;
  await db.transaction((tx) =>
    withStatsLock(tx, delivery.campaignId, async () => {
      await tx.execute(sql`insert into campaign_clicks (delivery_id, link_index)
        values (${delivery.id}, ${claim.link}) on conflict do nothing`);
      await tx.execute(sql`update campaign_deliveries set clicked_at = coalesce(clicked_at, now())
        where id = ${delivery.id}`);
      await markOpened(tx, delivery.id);
    }),
  );
  return target;
}

/**
 * Inside the unsubscribe transaction: counts the unsubscribe for
 * the campaign whose link or List-Unsubscribe header was used.
 */
export async function recordCampaignUnsubscribe(
  tx: Db,
  campaignId: string | undefined,
  unsubscribeToken: string,
) {
  if (!campaignId || !/^[0-9a-f-]{36}$/i.test(campaignId)) return;
  const [delivery] = await rows<{ id: string }>(
    tx,
    sql`select id from campaign_deliveries where campaign_id = ${campaignId}
        and unsubscribe_token = ${unsubscribeToken} and unsubscribed_at is null`,
  );
  if (!delivery) return;
  await withStatsLock(tx, campaignId, () =>
    tx.execute(sql`update campaign_deliveries set unsubscribed_at = now() where id = ${delivery.id}`),
  );
}
