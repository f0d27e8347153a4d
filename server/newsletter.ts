import { eq, sql } from "drizzle-orm";
import { NEWSLETTER_MESSAGES, tokenPattern } from "../core/newsletter.ts";
import { subscribeSchema, unsubscribeSchema } from "../core/newsletter-schema.ts";
import { recordCampaignUnsubscribe } from "./campaigns/tracking.ts";
import { type Db, getDb } from "./db/client.ts";
import { subscribers, unsubscribeFeedback } from "./db/schema.ts";
import { getEnv } from "./env.ts";
import { featureOff } from "./feature-flags.ts";
import { queueMail } from "./mail/outbox.ts";
import { confirmationMail } from "./newsletter-mail.ts";
import { notifyAgency } from "./notify-agency.ts";
import { consumeRateLimit } from "./rate-limit.ts";

/** Each sign-up sends a mail to the address typed in: limit how many one visitor can trigger. */
export const SUBSCRIBE_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };

export type Failure = { ok: false; status: 400 | 403 | 404 | 429 | 503; message: string };
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
    if (!(await consumeRateLimit(db, `newsletter:${meta.ip ?? "unknown"}`, SUBSCRIBE_RATE_LIMIT))) {
      return { ok: false, status: 429, message: NEWSLETTER_MESSAGES.rateLimited };
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
      if (!row) return { ok: true, outcome: "duplicate", message: NEWSLETTER_MESSAGES.duplicate } as const;
      await queueMail(tx, confirmationMail(row));
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
  const [row] = await db
    .update(subscribers)
    .set({ isConfirmed: true, confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
    .where(eq(subscribers.confirmationToken, token.trim()))
    .returning({ email: subscribers.email });
  if (!row) return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.confirmUnknownToken };
  return { ok: true, email: row.email };
}

/** The address a used unsubscribe link removed, if it was used before. */
async function alreadyUnsubscribed(token: string, db: Db) {
  const [row] = await db
    .select({ email: unsubscribeFeedback.email })
    .from(unsubscribeFeedback)
    .where(eq(unsubscribeFeedback.unsubscribeToken, token))
    .limit(1);
  return row?.email ?? null;
}

/**
 * The address an unsubscribe link belongs to, shown on the page before anything is removed, or
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
    .where(eq(subscribers.unsubscribeToken, token.trim()));
  if (row) return { email: row.email, already: false };
  const gone = await alreadyUnsubscribed(token.trim(), db);
  return gone ? { email: gone, already: true } : null;
}

/**
 * The unsubscribe call of 000 section 7 ({token, reason, feedback}): removes the subscriber and
 * keeps the reason and feedback, which outlive the subscriber row.
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
  const removed = await db.transaction(async (tx) => {
    await recordCampaignUnsubscribe(tx, campaignId, token);
    const [row] = await tx
      .delete(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .returning({ email: subscribers.email });
    if (row)
      await tx
        .insert(unsubscribeFeedback)
        .values({ email: row.email, reason, feedback, unsubscribeToken: token });
    return row;
  });
  if (!removed) {
    // A link used twice (or after a one-click unsubscribe) is not an error: the address is off.
    const gone = await alreadyUnsubscribed(token, db);
    if (gone) return { ok: true, email: gone, already: true };
    return { ok: false, status: 404, message: NEWSLETTER_MESSAGES.unsubscribeNoToken };
  }
  return { ok: true, email: removed.email };
}
