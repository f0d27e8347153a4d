import { eq } from "drizzle-orm";
import { audienceMembers } from "../../campaigns/audience.ts";
import { recountStats } from "../../campaigns/stats.ts";
import type { Db } from "../client.ts";
import { campaignClicks, campaignDeliveries, emailCampaigns, subscribers } from "../schema.ts";
import { addMinutes, notAfter } from "./dates.ts";
import { emailLocalPart, FIRST_NAMES, LAST_NAMES } from "./people.ts";
import type { Random } from "./random.ts";

/* The recipients of the seeded sent campaigns, as the campaign sender leaves them (decision 006):
   one campaign_deliveries row per person, sent or bounced, with their opens, clicks and
   unsubscribes, so that the Message Center's per-recipient table agrees with the campaign's
   figures. The figures are then recounted from these rows, as the sender and tracking do. */

/** How long a seeded campaign took to send: its deliveries lie between started_at and sent_at. */
export const SEND_MINUTES = 5;

/** The host of the Message-ID the transport gives each mail (server/mail/transport.ts). */
const MESSAGE_ID_HOST = "ardentmedia.co";
const DOMAINS = ["example.com", "example.net", "example.org"] as const;

type Recipient = { subscriberId: string; email: string; unsubscribeToken: string };

/**
 * People who received older campaigns and have left the list since: unsubscribing deletes the
 * subscriber row, and its deliveries stay (schema.ts). Each has one id and address across campaigns.
 */
function formerSubscribers(rand: Random, taken: Set<string>) {
  const pool: Recipient[] = [];
  const create = (): Recipient => {
    for (;;) {
      const local = emailLocalPart(`${rand.pick(FIRST_NAMES)}.${rand.pick(LAST_NAMES)}${rand.int(1, 99)}`);
      const email = `${local}@${rand.pick(DOMAINS)}`;
      if (taken.has(email)) continue;
      taken.add(email);
      const person = { subscriberId: rand.uuid(), email, unsubscribeToken: rand.uuid() };
      pool.push(person);
      return person;
    }
  };
  return {
    /** `count` distinct former subscribers, some of whom got earlier campaigns too. */
    take(count: number) {
      const reused = rand.sample(pool, Math.min(pool.length, Math.floor(count / 2)));
      return [...reused, ...Array.from({ length: count - reused.length }, create)];
    },
    /** Those who unsubscribed through a campaign get no later one. */
    leave(gone: readonly Recipient[]) {
      for (const person of gone) pool.splice(pool.indexOf(person), 1);
    },
  };
}

/** Minutes after `from`, mostly soon: people read a newsletter in the first hours. */
const later = (rand: Random, from: Date, now: Date, maxMinutes: number) =>
  notAfter(addMinutes(from, Math.round(maxMinutes * rand.next() ** 3) + 1), now);

/** Writes the deliveries of every sent campaign; returns the rows written per table. */
export async function seedDeliveries(db: Db, rand: Random, now: Date) {
  const sent = await db
    .select({
      id: emailCampaigns.id,
      recipients: emailCampaigns.recipients,
      stats: emailCampaigns.stats,
      links: emailCampaigns.links,
      startedAt: emailCampaigns.startedAt,
      sentAt: emailCampaigns.sentAt,
    })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.status, "sent"))
    .orderBy(emailCampaigns.sentAt);
  const current = await db
    .select({ email: subscribers.email })
    .from(subscribers)
    .where(eq(subscribers.isConfirmed, true));
  const formers = formerSubscribers(rand, new Set(current.map((p) => p.email.toLowerCase())));

  let deliveryRows = 0;
  let clickRows = 0;
  for (const campaign of sent) {
    const { stats, links } = campaign;
    const finishedAt = campaign.sentAt ?? now;
    const startedAt = campaign.startedAt ?? addMinutes(finishedAt, -SEND_MINUTES);
    // Who was in the audience then: confirmed before the send (later sign-ups never got it).
    const audience = await audienceMembers(db, campaign.recipients, startedAt);
    // Those who unsubscribed through this campaign are gone from the list: former subscribers.
    const stayed = rand.sample(audience, Math.min(audience.length, stats.sent - stats.unsubscribed));
    const former = formers.take(stats.sent - stayed.length);
    const unsubscribed = former.slice(0, stats.unsubscribed);
    formers.leave(unsubscribed);
    const others = rand.shuffle([...stayed, ...former.slice(stats.unsubscribed)]);
    const bounced = others.slice(0, stats.bounced);
    const delivered = rand.shuffle([...unsubscribed, ...others.slice(stats.bounced)]);
    const opened = new Set(delivered.slice(0, stats.opened));
    const clicked = new Set(delivered.slice(0, links.length > 0 ? stats.clicked : 0));

    const order = rand.shuffle([...bounced, ...delivered]);
    const step = (SEND_MINUTES * 60_000) / (order.length + 1);
    const rows: (typeof campaignDeliveries.$inferInsert)[] = [];
    const clicks: (typeof campaignClicks.$inferInsert)[] = [];
    order.forEach((person, i) => {
      const id = rand.uuid();
      const attemptedAt = new Date(startedAt.getTime() + Math.round(step * (i + 1)));
      const base = {
        id,
        campaignId: campaign.id,
        ...person,
        attempts: 1,
        nextAttemptAt: attemptedAt,
        createdAt: startedAt,
      };
      if (bounced.includes(person)) {
        rows.push({
          ...base,
          status: "bounced",
          lastError: `550 5.1.1 <${person.email}>: Recipient address rejected: User unknown`,
        });
        return;
      }
      const openedFirstAt = opened.has(person) ? later(rand, attemptedAt, now, 3 * 24 * 60) : null;
      const clickedAt = openedFirstAt && clicked.has(person) ? later(rand, openedFirstAt, now, 30) : null;
      // A click is also an open (tracking.ts); some opened it again days later.
      const reopenedAt =
        openedFirstAt && !clickedAt && rand.chance(0.3) ? later(rand, openedFirstAt, now, 7 * 24 * 60) : null;
      rows.push({
        ...base,
        status: "sent",
        messageId: `<${id}@${MESSAGE_ID_HOST}>`,
        sentAt: attemptedAt,
        openedFirstAt,
        openedLastAt: clickedAt ?? reopenedAt ?? openedFirstAt,
        clickedAt,
        unsubscribedAt: unsubscribed.includes(person) ? later(rand, attemptedAt, now, 2 * 24 * 60) : null,
      });
      if (clickedAt) clicks.push({ deliveryId: id, linkIndex: rand.int(0, links.length - 1), clickedAt });
    });
    await db.insert(campaignDeliveries).values(rows);
    if (clicks.length) await db.insert(campaignClicks).values(clicks);
    // The figures from the rows, as every writer of results leaves them (server/campaigns/stats.ts).
    await recountStats(db, campaign.id);
    deliveryRows += rows.length;
    clickRows += clicks.length;
  }
  return { deliveries: deliveryRows, clicks: clickRows };
}
