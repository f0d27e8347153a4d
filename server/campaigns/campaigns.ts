import { and, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { likePattern } from "../../core/admin-search.ts";
import {
  CAMPAIGN_MESSAGES,
  type ComposeInput,
  missingRequired,
  scheduleProblem,
} from "../../core/campaigns/compose.ts";
import { messageCenterTotals } from "../../core/campaigns/rates.ts";
import { RECIPIENTS_PAGE_SIZE } from "../../core/campaigns/recipients.ts";
import type { CampaignFilter } from "../../core/campaigns/status.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { countRows } from "../db/row-count.ts";
import { campaignDeliveries, emailCampaigns } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { countReach } from "./audience.ts";
import { beginSending, CAMPAIGN_SEND_CHANNEL, NO_RECIPIENTS } from "./begin.ts";
import { sanitizeCampaignHtml } from "./content.ts";
import { rows } from "./sql-rows.ts";
import { campaignSiteVisits, queueCounts } from "./stats.ts";

/* The Message Center's campaigns (001 sections 2-5, 7): reads, drafts, sending and scheduling.
   Every function takes the acting user; writes are refused in preview mode. */

const listColumns = {
  id: emailCampaigns.id,
  name: emailCampaigns.name,
  subject: emailCampaigns.subject,
  status: emailCampaigns.status,
  recipients: emailCampaigns.recipients,
  template: emailCampaigns.template,
  scheduledFor: emailCampaigns.scheduledFor,
  sentAt: emailCampaigns.sentAt,
  pausedAt: emailCampaigns.pausedAt,
  startedAt: emailCampaigns.startedAt,
  stats: emailCampaigns.stats,
  createdAt: emailCampaigns.createdAt,
};

/** Campaigns newest first, filtered by search and status; tiles count every campaign. */
export async function listCampaigns(
  actor: SessionUser | null,
  query: { q: string; status: CampaignFilter },
  db: Db = getDb(),
) {
  assertAdmin(actor);
  const all = await db.select(listColumns).from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt));
  const q = query.q.trim().toLowerCase();
  const campaigns = all.filter(
    (c) =>
      (query.status === "all" || c.status === query.status) &&
      (!q || c.name.toLowerCase().includes(q) || c.subject.toLowerCase().includes(q)),
  );
  // Campaigns being sent (a few at most) carry how far they got, for the bar on their card.
  const withProgress = await Promise.all(
    campaigns.map(async (c) => {
      if (c.status !== "sending") return { ...c, progress: null };
      const queue = await queueCounts(db, c.id);
      return { ...c, progress: { done: queue.total - queue.queued, total: queue.total } };
    }),
  );
  return { campaigns: withProgress, totals: messageCenterTotals(all) };
}

/** One campaign with its content (to reopen a draft) and its per-recipient results. */
export async function getCampaign(
  actor: SessionUser | null,
  id: string,
  search = "",
  db: Db = getDb(),
  page = 1,
) {
  assertAdmin(actor);
  const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id));
  if (!campaign) throw new ActionError("This campaign does not exist", 404);
  const filters: SQL[] = [eq(campaignDeliveries.campaignId, id)];
  if (search.trim()) filters.push(ilike(campaignDeliveries.email, likePattern(search.trim())));
  const deliveries = await db
    .select({
      id: campaignDeliveries.id,
      email: campaignDeliveries.email,
      status: campaignDeliveries.status,
      sentAt: campaignDeliveries.sentAt,
      openedFirstAt: campaignDeliveries.openedFirstAt,
      openedLastAt: campaignDeliveries.openedLastAt,
      clickedAt: campaignDeliveries.clickedAt,
      unsubscribedAt: campaignDeliveries.unsubscribedAt,
      lastError: campaignDeliveries.lastError,
      clicks: sql<number>`(select count(*)::int from campaign_clicks k where k.delivery_id = ${campaignDeliveries.id})`,
    })
    .from(campaignDeliveries)
    .where(and(...filters))
    .orderBy(campaignDeliveries.email, campaignDeliveries.id)
    .limit(RECIPIENTS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * RECIPIENTS_PAGE_SIZE);
  // Every recipient the figures count can be reached: 'Showing 101-108 of 108' and the next page.
  const recipientTotal = await countRows(campaignDeliveries, and(...filters), undefined, db);
  // A campaign being sent shows how far it got (issue 36 item 18): attempted of all its recipients.
  const queue = campaign.status === "draft" ? null : await queueCounts(db, id);
  const progress =
    queue && campaign.status === "sending" ? { done: queue.total - queue.queued, total: queue.total } : null;
  // A finished campaign whose deliveries failed offers 'Retry failed deliveries' (issue 34 item 4).
  const failed = queue && campaign.status !== "sending" ? queue.failed : 0;
  const siteVisits = await campaignSiteVisits(db, campaign);
  return {
    campaign,
    deliveries,
    recipientPage: Math.max(1, page),
    recipientTotal,
    progress,
    failed,
    siteVisits,
  };
}

export async function audienceReach(actor: SessionUser | null, recipients: string[], db: Db = getDb()) {
  assertAdmin(actor);
  return countReach(db, recipients);
}

function values(input: ComposeInput) {
  return {
    name: input.name,
    subject: input.subject,
    content: sanitizeCampaignHtml(input.content),
    recipients: input.recipients,
    template: input.template,
    scheduledFor: input.scheduledFor,
  };
}

/** Senders sleep until the next scheduled time they know of: a new or moved time wakes them to
    start it on time rather than at their next poll. */
async function wakeSenders(db: Db, campaignId: string) {
  await db.execute(sql`select pg_notify(${CAMPAIGN_SEND_CHANNEL}, ${campaignId})`);
}

/** Inserts a campaign, or updates one that has not started (a reopened draft or scheduled one). */
async function upsert(tx: Db, input: ComposeInput, status: "draft" | "scheduled") {
  if (input.id) {
    const [row] = await tx
      .update(emailCampaigns)
      .set({ ...values(input), status, updatedAt: new Date() })
      .where(and(eq(emailCampaigns.id, input.id), inArray(emailCampaigns.status, ["draft", "scheduled"])))
      .returning({ id: emailCampaigns.id });
    if (!row) throw new ActionError("This campaign has already started and can no longer be edited", 409);
    return row.id;
  }
  const [row] = await tx
    .insert(emailCampaigns)
    .values({ ...values(input), status })
    .returning({ id: emailCampaigns.id });
  return row.id;
}

/** Save Draft: keeps what was typed, to reopen for editing; no audience or content required. */
export async function saveDraft(actor: SessionUser | null, input: ComposeInput, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  if (missingRequired(input, true)) throw new ActionError(CAMPAIGN_MESSAGES.required);
  return upsert(db, input, "draft");
}

/**
 * Send Now or Schedule Campaign (001 section 4): scheduled when a time is given, otherwise it
 * starts sending at once (the sender is woken by NOTIFY when this commits).
 */
export async function submitCampaign(actor: SessionUser | null, input: ComposeInput, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  if (missingRequired(input)) throw new ActionError(CAMPAIGN_MESSAGES.required);
  const problem = input.scheduledFor && scheduleProblem(input.scheduledFor);
  if (problem) throw new ActionError(problem);
  return db.transaction(async (tx) => {
    if (input.scheduledFor) {
      const id = await upsert(tx, input, "scheduled");
      await wakeSenders(tx, id);
      await recordAudit(actor, "campaign.schedule", input.subject, { campaignId: id }, tx);
      return { id, status: "scheduled" as const };
    }
    const id = await upsert(tx, input, "draft");
    const queued = await beginSending(tx, id);
    if (!queued) throw new ActionError(NO_RECIPIENTS);
    await recordAudit(actor, "campaign.send", input.subject, { campaignId: id, recipients: queued }, tx);
    return { id, status: "sending" as const, queued };
  });
}

/** POST /api/send-email (001 section 7): starts a stored campaign that has not started yet. */
export async function startCampaign(actor: SessionUser | null, id: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  return db.transaction(async (tx) => {
    const queued = await beginSending(tx, id);
    if (queued === null) throw new ActionError("This campaign has already started or does not exist", 409);
    if (queued === 0) throw new ActionError(NO_RECIPIENTS);
    await recordAudit(actor, "campaign.send", id, { recipients: queued }, tx);
    return queued;
  });
}

/** Until it starts, a scheduled campaign can move to another time or back to draft. */
export async function rescheduleCampaign(
  actor: SessionUser | null,
  id: string,
  scheduledFor: Date | null,
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const problem = scheduledFor && scheduleProblem(scheduledFor);
  if (problem) throw new ActionError(problem);
  const [row] = await db
    .update(emailCampaigns)
    .set(scheduledFor ? { scheduledFor, updatedAt: new Date() } : { status: "draft", updatedAt: new Date() })
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, "scheduled")))
    .returning({ id: emailCampaigns.id });
  if (!row) throw new ActionError("This campaign is no longer scheduled", 409);
  await wakeSenders(db, id);
}

/** A running send can be paused (the batch under way finishes) and resumed. */
export async function setCampaignPaused(
  actor: SessionUser | null,
  id: string,
  paused: boolean,
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const [row] = await db
    .update(emailCampaigns)
    .set({ pausedAt: paused ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, "sending")))
    .returning({ id: emailCampaigns.id });
  if (!row) throw new ActionError("This campaign is not sending", 409);
  if (!paused) await wakeSenders(db, id);
}

/**
 * Sends a finished campaign again to the addresses it could not reach, and to no one else: the
 * failed deliveries go back to the queue (fresh attempts) and the campaign back to 'sending'.
 * Delivered, bounced and since-unsubscribed addresses are never taken; a second click finds no
 * failed delivery left and is refused, so each address is retried once per click of anyone.
 */
export async function retryFailedDeliveries(actor: SessionUser | null, id: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ status: emailCampaigns.status, name: emailCampaigns.name })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, id))
      .for("update");
    if (!campaign) throw new ActionError("This campaign does not exist", 404);
    if (campaign.status !== "sent" && campaign.status !== "failed")
      throw new ActionError(CAMPAIGN_MESSAGES.nothingToRetry, 409);
    const retried = await rows<{ id: string }>(
      tx,
      sql`update campaign_deliveries set status = 'queued', attempts = 0, next_attempt_at = now(),
            locked_until = null, last_error = null
          where campaign_id = ${id} and status = 'failed'
            and subscriber_id in (select s.id from subscribers s where s.status = 'active')
          returning id`,
    );
    const count = retried.length;
    if (count === 0) throw new ActionError(CAMPAIGN_MESSAGES.nothingToRetry, 409);
    await tx
      .update(emailCampaigns)
      .set({ status: "sending", lastError: null, pausedAt: null, updatedAt: new Date() })
      .where(eq(emailCampaigns.id, id));
    await wakeSenders(tx, id);
    await recordAudit(actor, "campaign.retry", campaign.name, { campaignId: id, retried: count }, tx);
    return count;
  });
}

/** Deletes a campaign that is not sending (its results go with it). */
export async function deleteCampaign(actor: SessionUser | null, id: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(CAMPAIGN_MESSAGES.preview);
  const [row] = await db
    .delete(emailCampaigns)
    .where(and(eq(emailCampaigns.id, id), sql`${emailCampaigns.status} <> 'sending'`))
    .returning({ id: emailCampaigns.id, name: emailCampaigns.name });
  if (!row) throw new ActionError("A campaign that is sending cannot be deleted; pause it first", 409);
  await recordAudit(actor, "campaign.delete", row.name, { campaignId: id }, db);
}
