import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { type RetryPolicy, retryDelayMs, shouldGiveUp } from "../mail/backoff.ts";
import { classifySendFailure, isHardBounce } from "../mail/send-failure.ts";
import { createSettingsMailTransport } from "../mail/settings-transport.ts";
import type { MailEnv, MailTransport } from "../mail/transport.ts";
import { getSettings } from "../settings.ts";
import { startWakeableLoop } from "../wakeable-loop.ts";
import { beginDueCampaigns, CAMPAIGN_SEND_CHANNEL } from "./begin.ts";
import { createPacer, sendRate } from "./pacer.ts";
import { MAIL_SETTING_KEYS, prepareCampaignMail, type Recipient } from "./render.ts";
import { rows } from "./sql-rows.ts";
import { failureReason, queueCounts, recountStats } from "./stats.ts";

export type CampaignSenderOptions = {
  database: Database;
  env: MailEnv;
  transport?: MailTransport;
  /** Longest wait between two looks (scheduled campaigns start within it; a NOTIFY is sooner). */
  pollMs?: number;
  /** How long a claim keeps other instances off a delivery; a crashed sender's rows return after. */
  leaseMs?: number;
  batchSize?: number;
  concurrency?: number;
  retry?: RetryPolicy;
};

/** A mail server that is down is retried every 5 s until it returns; a deferred address a few times, then given up. */
export const campaignRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
  unreachableDelayMs: 5_000,
};

type Claimed = Recipient & { attempts: number };
type Sending = { id: string; subject: string; content: string };

const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

/**
 * Sends campaigns, with the delivery rows as the queue. A delivery is claimed with a lease (FOR
 * UPDATE SKIP LOCKED), sent, and marked sent right after the server accepted it: only a crash in
 * that instant between acceptance and the single-row UPDATE can repeat a mail, and the repeat
 * carries the same Message-ID (the delivery id), so receivers can drop it.
 */
export function startCampaignSender(options: CampaignSenderOptions) {
  const db = options.database.db;
  const pollMs = options.pollMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  const retry = options.retry ?? campaignRetryPolicy;
  const transport = options.transport ?? createSettingsMailTransport(options.env);
  const pacer = createPacer();
  // Set once the loop below exists; a round in progress checks it to hand rows back on stop.
  let stopped = () => false;

  const claim = (campaignId: string, limit: number) =>
    rows<Claimed>(
      db,
      sql`update campaign_deliveries set locked_until = now() + ${ms(leaseMs)}, attempts = attempts + 1
          where id in (select id from campaign_deliveries
                       where campaign_id = ${campaignId} and status = 'queued' and next_attempt_at <= now()
                         and (locked_until is null or locked_until < now())
                       order by id limit ${limit} for update skip locked)
          returning id, email, unsubscribe_token as "unsubscribeToken", attempts`,
    );

  /** Records a failed send; true when the server could not be reached (the batch stops). */
  async function settle(d: Claimed, error: unknown): Promise<boolean> {
    const failure = classifySendFailure(error);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (failure === "unreachable") {
      // No fault of the address: not an attempt, so an outage of any length gives up on nobody.
      await db.execute(sql`update campaign_deliveries set last_error = ${message}, locked_until = null,
        attempts = attempts - 1, next_attempt_at = now() + ${ms(retry.unreachableDelayMs)} where id = ${d.id}`);
      return true;
    }
    // A 5xx refuses the address for good (a bounce); a deferral counts towards giving up.
    const status = failure === "refused" ? "bounced" : shouldGiveUp(d.attempts, retry) ? "failed" : "queued";
    await db.execute(sql`update campaign_deliveries set status = ${status}, last_error = ${message},
      locked_until = null, next_attempt_at = now() + ${ms(retryDelayMs(d.attempts, retry))}
      where id = ${d.id}`);
    // The server refused the recipient: the address is suppressed, kept as 'bounced' with why.
    if (isHardBounce(error)) {
      await db.execute(sql`update subscribers set status = 'bounced', bounced_at = now(),
        bounce_reason = ${message}, updated_at = now()
        where id = (select subscriber_id from campaign_deliveries where id = ${d.id}) and status = 'active'`);
    }
    return false;
  }

  async function sendBatch(campaign: Sending, batch: Claimed[], rate: number) {
    const mail = await prepareCampaignMail(campaign, await getSettings(MAIL_SETTING_KEYS, db));
    let down = false;
    let next = 0;
    const lane = async () => {
      while (!down && !stopped() && next < batch.length) {
        const d = batch[next++];
        await pacer.take(rate);
        try {
          const { messageId } = await transport.send(mail.mailFor(d));
          await db.execute(sql`update campaign_deliveries set status = 'sent', message_id = ${messageId},
            sent_at = now(), locked_until = null, last_error = null where id = ${d.id}`);
        } catch (error) {
          if (await settle(d, error)) down = true;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    // The mail server is down (or we stop): hand the untried rows back without counting a try.
    const untried = batch.slice(next).map((d) => d.id);
    if (untried.length) {
      await db.execute(sql`update campaign_deliveries set locked_until = null, attempts = attempts - 1,
        next_attempt_at = now() + ${ms(down ? retry.unreachableDelayMs : 0)}
        where id in (${sql.join(
          untried.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from email_campaigns where id = ${campaign.id} for update`);
      await recountStats(tx, campaign.id);
    });
  }

  /**
   * Marks a campaign sent (or failed, when nobody could be reached) once its queue is empty, with
   * the reason in words when deliveries failed (its detail offers to retry those).
   */
  async function finishIfDone(tx: Db, campaignId: string) {
    const counts = await queueCounts(tx, campaignId);
    if (counts.queued > 0) return;
    const reason =
      (await failureReason(tx, campaignId)) ??
      (counts.sent === 0 ? "The mail server refused every address (all bounced)." : null);
    await tx.execute(sql`update email_campaigns set
      status = ${counts.sent > 0 ? "sent" : "failed"}, sent_at = now(), updated_at = now(),
      last_error = ${reason}
      where id = ${campaignId} and status = 'sending'`);
    await recountStats(tx, campaignId);
  }

  async function runOnce(): Promise<number> {
    await db.transaction((tx) => beginDueCampaigns(tx));
    const sending = await rows<Sending>(
      db,
      sql`select id, subject, content from email_campaigns
          where status = 'sending' and paused_at is null order by started_at limit 5`,
    );
    const { emailSendRate } = await getSettings(["emailSendRate"], db);
    const rate = sendRate(emailSendRate);
    let claimed = 0;
    for (const campaign of sending) {
      if (stopped()) break;
      const batch = await claim(campaign.id, Math.min(batchSize, Math.max(rate, concurrency)));
      claimed += batch.length;
      if (batch.length) await sendBatch(campaign, batch, rate);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from email_campaigns where id = ${campaign.id} for update`);
        await finishIfDone(tx, campaign.id);
      });
    }
    return claimed;
  }

  /** Until the next retry, lease expiry or scheduled time, capped by the poll interval. */
  async function nextWakeMs() {
    const [row] = await rows<{ wait: number | null }>(
      db,
      sql`select extract(epoch from least(
            (select min(greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at)))
             from campaign_deliveries d join email_campaigns c on c.id = d.campaign_id
             where d.status = 'queued' and c.status = 'sending' and c.paused_at is null),
            (select min(scheduled_for) from email_campaigns where status = 'scheduled')) - now()) * 1000 as wait`,
    );
    const wait = row?.wait == null ? pollMs : Number(row.wait);
    return Math.min(pollMs, Math.max(20, Math.ceil(wait)));
  }

  const loop = startWakeableLoop({
    database: options.database,
    channel: CAMPAIGN_SEND_CHANNEL,
    pollMs,
    runOnce: async () => (await runOnce()) > 0,
    nextWakeMs,
    label: "[campaigns] send",
  });
  stopped = loop.isStopped;

  return {
    runOnce,
    wake: loop.wake,
    idle: loop.idle,
    async stop() {
      await loop.stop();
      if (!options.transport) transport.close();
    },
  };
}

export type CampaignSender = ReturnType<typeof startCampaignSender>;
