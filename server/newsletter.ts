import { and, eq, ne, sql } from "drizzle-orm";
import { NEWSLETTER_MESSAGES, tokenPattern } from "../core/newsletter.ts";
import { subscribeSchema, unsubscribeSchema } from "../core/newsletter-schema.ts";
import { retryAfterSeconds, tryAgainIn } from "../core/retry-after.ts";
import { recordCampaignUnsubscribe } from "./campaigns/tracking.ts";
import { type Db, getDb } from "./db/client.ts";
import { subscribers, unsubscribeFeedback } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { featureOff } from "./feature-flags.ts";
import { queueMail } from "./mail/outbox.ts";
import { confirmationMail } from "./newsletter-mail.ts";
import { notifyAgency } from "./notify-agency.ts";
import { rateLimitWait } from "./rate-limit.ts";
import { liftSuppression } from "./suppression.ts";

/**
 * Each sign-up sends a mail to the address typed in, so sign-ups are limited twice: per e-mail
 * address (nobody is sent confirmation after confirmation, whoever asks), and per client address,
 * high enough for the people of one office or one mobile carrier behind a shared address, low
 * enough that one machine cannot fill the list (README, 'Newsletter limits').
 */
export const SUBSCRIBE_RATE_LIMITS = {
  perEmail: { max: 5, windowMs: 10 * 60_000 },
  perClientAddress: { max: 200, windowMs: 10 * 60_000 },
};

export type Failure = {
  ok: false;
  status: 400 | 403 | 404 | 429 | 503;
  message: string;
  /** With 429: the seconds until a sign-up is accepted again (the Retry-After header). */
  retryAfter?: number;
};
export type SubscribeResult = { ok: true; outcome: "subscribed" | "duplicate"; message: string } | Failure;

/** Subscribes unconfirmed (double opt-in) and queues the confirmation mail, in one transaction. */
export async function subscribe(
  input: unknown,
  meta: { ip: string | null },
  db: Db = getDb(),
): Promise<SubscribeResult> {
  const off = await featureOff("enableNewsletter");
  if (off) return { ok: false, status: 403, message: off };
  const parsed = subscribeSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0].message };
  const subscribed = { ok: true, outcome: "subscribed", message: NEWSLETTER_MESSAGES.success } as const;
  if (getEnv().PREVIEW_MODE) return subscribed;
  try {
    const email = parsed.data.email.toLowerCase();
    const limits = SUBSCRIBE_RATE_LIMITS;
    const wait =
      (await rateLimitWait(db, `newsletter-email:${email}`, limits.perEmail)) ||
      (await rateLimitWait(db, `newsletter:${meta.ip ?? "unknown"}`, limits.perClientAddress));
    if (wait > 0) {
      const retryAfter = retryAfterSeconds(wait);
      const message = `${NEWSLETTER_MESSAGES.rateLimited} ${tryAgainIn(retryAfter)}`;
      return { ok: false, status: 429, message, retryAfter };
    }
    return await db.transaction(async (tx) => {
      // The unique index on lower(email) makes the duplicate check race-free.
      const [row] = await tx
        .insert(subscribers)
        .values({
          email: parsed.data.email,
          source: parsed.data.source,
          ipAddress: meta.ip,
          isConfirmed: false,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        // An address that left (or bounced) is kept as a record and stays off every mailing until
        // the person confirms again: a fresh confirmation link, nothing else changes yet.
        const [kept] = await tx
          .update(subscribers)
          .set({ confirmationToken: sql`gen_random_uuid()`, updatedAt: new Date() })
          .where(and(sql`lower(${subscribers.email}) = ${email}`, ne(subscribers.status, "active")))
          .returning();
        if (!kept) return { ok: true, outcome: "duplicate", message: NEWSLETTER_MESSAGES.duplicate } as const;
        await queueMail(tx, await confirmationMail(kept, tx));
        return subscribed;
      }
      await queueMail(tx, await confirmationMail(row, tx));
      await notifyAgency(tx, "subscriber", `New subscriber: ${row.email}`, [
        `${row.email} subscribed to the newsletter (source: ${row.source ?? "website"}).`,
        "They will receive the newsletter once they confirm their address.",
      ]);
      return subscribed;
    });
  } catch (error) {
    console.error("[newsletter] subscribe failed:", error);
    return { ok: false, status: 503, message: NEWSLETTER_MESSAGES.failure };
  }
}

/** The confirm call of 000 section 7: marks the subscriber confirmed; repeating it is harmless. */
export async function confirmSubscription(
  token: unknown,
  db: Db = getDb(),
): Promise<{ ok: true; email: string } | Failure> {
  if (typeof token !== "string" || token.trim() === "") {
    return { ok: false, status: 400, message: NEWSLETTER_MESSAGES.confirmNoToken };
  }
  if (!tokenPattern.test(token.trim())) {
    return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.confirmUnknownToken };
  }
  // Confirming is also how an unsubscribed or bounced address comes back (double opt-in): the
  // link was mailed after the new sign-up, and unsubscribing replaced the earlier link's token.
  const row = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(subscribers)
      .set({
        isConfirmed: true,
        status: "active",
        confirmedAt: sql`case when ${subscribers.status} = 'active' then coalesce(${subscribers.confirmedAt}, now()) else now() end`,
        unsubscribedAt: null,
        unsubscribeReason: null,
        unsubscribeFeedback: null,
        unsubscribeCampaignId: null,
        bouncedAt: null,
        bounceReason: null,
      })
      .where(eq(subscribers.confirmationToken, token.trim()))
      .returning({ email: subscribers.email });
    if (confirmed) await liftSuppression(tx, confirmed.email);
    return confirmed;
  });
  if (!row) return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.confirmUnknownToken };
  return { ok: true, email: row.email };
}

/** The address of a used unsubscribe link: kept as 'unsubscribed' (or, from before, in feedback). */
async function alreadyUnsubscribed(token: string, db: Db) {
  const [kept] = await db
    .select({ email: subscribers.email })
    .from(subscribers)
    .where(and(eq(subscribers.unsubscribeToken, token), ne(subscribers.status, "active")))
    .limit(1);
  if (kept) return kept.email;
  const [row] = await db
    .select({ email: unsubscribeFeedback.email })
    .from(unsubscribeFeedback)
    .where(eq(unsubscribeFeedback.unsubscribeToken, token))
    .limit(1);
  return row?.email ?? null;
}

/**
 * The address an unsubscribe link belongs to, shown on the page before anything changes, or
 * `already` when the link was used before (the address is off the list; nothing more to do).
 */
export async function findUnsubscribeAddress(
  token: string | null,
  db: Db = getDb(),
): Promise<{ email: string; already: boolean } | null> {
  if (!token || !tokenPattern.test(token.trim())) return null;
  const [row] = await db
    .select({ email: subscribers.email })
    .from(subscribers)
    .where(and(eq(subscribers.unsubscribeToken, token.trim()), eq(subscribers.status, "active")));
  if (row) return { email: row.email, already: false };
  const gone = await alreadyUnsubscribed(token.trim(), db);
  return gone ? { email: gone, already: true } : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The unsubscribe call of 000 section 7 ({token, reason, feedback}): the address is kept as
 * 'unsubscribed' with the date, reason, feedback and campaign, so the owner sees who left and no
 * campaign or import mails it again. Its confirmation token is replaced, so only a new sign-up's
 * confirmation brings it back.
 */
export async function unsubscribe(
  input: unknown,
  db: Db = getDb(),
  /** The campaign whose link or List-Unsubscribe header was used (the `c` query parameter). */
  campaignId?: string,
): Promise<{ ok: true; email: string; already?: boolean } | Failure> {
  const parsed = unsubscribeSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, status: 400, message: parsed.error.issues[0].message };
  const { token, reason, feedback } = parsed.data;
  if (!tokenPattern.test(token))
    return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.unsubscribeNoToken };
  const campaign = campaignId && uuidPattern.test(campaignId) ? campaignId : null;
  const left = await db.transaction(async (tx) => {
    await recordCampaignUnsubscribe(tx, campaign ?? undefined, token);
    const [row] = await tx
      .update(subscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: new Date(),
        unsubscribeReason: reason ?? null,
        unsubscribeFeedback: feedback || null,
        unsubscribeCampaignId: campaign ? sql`(select id from email_campaigns where id = ${campaign})` : null,
        confirmationToken: sql`gen_random_uuid()`,
        updatedAt: new Date(),
      })
      .where(and(eq(subscribers.unsubscribeToken, token), eq(subscribers.status, "active")))
      .returning({ email: subscribers.email });
    return row;
  });
  if (!left) {
    // A link used twice (or after a one-click unsubscribe) is not an error: the address is off.
    const gone = await alreadyUnsubscribed(token, db);
    if (gone) return { ok: true, email: gone, already: true };
    return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.unsubscribeNoToken };
  }
  return { ok: true, email: left.email };
}
