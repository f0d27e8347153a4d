import { type SQL, sql } from "drizzle-orm";
import { type AudienceRule, audienceRule } from "../../core/campaigns/audiences.ts";
import type { Db } from "../db/client.ts";
import { rows } from "./sql-rows.ts";

/* The audience rule in SQL (core/campaigns/audiences.ts): confirmed, active subscribers that match
   the rule; unsubscribed and bounced addresses are kept as rows and never included. A subscriber's tags are its own plus those of a CRM
   contact with the same e-mail (DESIGN.md). */

function matches(rule: AudienceRule): SQL {
  if (rule.everyone) return sql`true`;
  if (rule.tags.length === 0) return sql`false`;
  const tags = sql`array[${sql.join(
    rule.tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return sql`(s.tags && ${tags} or exists (
    select 1 from contacts c where lower(c.email) = lower(s.email) and c.tags && ${tags}))`;
}

/** How many the choice reaches now, and how many it leaves out because they never confirmed. */
export async function countReach(db: Db, recipients: readonly string[]) {
  const rule = audienceRule(recipients);
  const [row] = await rows<{ included: number; unconfirmed: number }>(
    db,
    sql`
    select count(*) filter (where s.is_confirmed)::int as included,
           count(*) filter (where not s.is_confirmed)::int as unconfirmed
    from subscribers s where s.status = 'active' and ${matches(rule)}`,
  );
  return { included: Number(row?.included ?? 0), unconfirmed: Number(row?.unconfirmed ?? 0) };
}

/**
 * One queued delivery per confirmed subscriber of the audience. ON CONFLICT DO NOTHING on the
 * (campaign, subscriber) pair: running it twice never queues anyone twice. Returns how many rows
 * were added.
 */
export async function materialiseDeliveries(db: Db, campaignId: string, recipients: readonly string[]) {
  const rule = audienceRule(recipients);
  const [row] = await rows<{ added: number }>(
    db,
    sql`
    with added as (insert into campaign_deliveries (campaign_id, subscriber_id, email, unsubscribe_token)
    select ${campaignId}, s.id, s.email, s.unsubscribe_token
    from subscribers s
    where s.is_confirmed and s.status = 'active' and ${matches(rule)}
    on conflict (campaign_id, subscriber_id) do nothing returning 1)
    select count(*)::int as added from added`,
  );
  return Number(row?.added ?? 0);
}

/**
 * The confirmed subscribers of the audience who had confirmed by `confirmedBy`: who a send started
 * then would have queued (the demo seed's recipients of its past campaigns).
 */
export async function audienceMembers(db: Db, recipients: readonly string[], confirmedBy: Date) {
  const rule = audienceRule(recipients);
  return rows<{ subscriberId: string; email: string; unsubscribeToken: string }>(
    db,
    sql`
    select s.id as "subscriberId", s.email, s.unsubscribe_token as "unsubscribeToken"
    from subscribers s
    where s.is_confirmed and s.status = 'active' and s.confirmed_at <= ${confirmedBy.toISOString()}::timestamptz and ${matches(rule)}
    order by s.id`,
  );
}
