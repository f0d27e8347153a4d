import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { isAdmin } from "../../core/auth-rules.ts";
import { assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { calendarFeedTokens, users } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";

/*
 * Each admin's private feed URL (issue 30 item 5): 256 random bits (43 base64url characters),
 * of which only the SHA-256 is stored. The URL is shown once, when made; renewing makes a new one
 * (the old stops working), revoking removes it. A token whose owner is no longer an admin opens
 * nothing.
 */

export const PREVIEW_FEED_MESSAGE = "Calendar feed changes are disabled in preview mode";
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
export const feedUrl = (token: string) => `${getEnv().BASE_URL}/calendar/feed/${token}.ics`;

export type FeedStatus = {
  active: boolean;
  hint: string | null;
  createdAt: string | null;
  lastUsedAt: string | null;
};

export async function feedStatus(actor: SessionUser, db: Db = getDb()): Promise<FeedStatus> {
  assertAdmin(actor);
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, actor.id));
  return {
    active: Boolean(row),
    hint: row?.hint ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** Makes (or renews) the admin's feed token; the URL is returned once and never stored. */
export async function renewFeedToken(actor: SessionUser, db: Db = getDb()): Promise<string> {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_FEED_MESSAGE);
  const token = randomBytes(32).toString("base64url");
  const values = { tokenHash: hashOf(token), hint: token.slice(-4), createdAt: new Date(), lastUsedAt: null };
  await db
    .insert(calendarFeedTokens)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: values });
  await recordAudit(actor, "calendar.feed-renew", actor.email, {}, db);
  return feedUrl(token);
}

export async function revokeFeedToken(actor: SessionUser, db: Db = getDb()): Promise<void> {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_FEED_MESSAGE);
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, actor.id));
  await recordAudit(actor, "calendar.feed-revoke", actor.email, {}, db);
}

/** The admin a feed token belongs to, or null (unknown, revoked, malformed, or no longer an admin). */
export async function feedOwner(token: string | undefined, db: Db = getDb()) {
  if (!token || !tokenPattern.test(token)) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, lastUsedAt: calendarFeedTokens.lastUsedAt })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.tokenHash, hashOf(token)));
  if (!row || !isAdmin({ email: row.email, role: row.role }, getEnv().ADMIN_EMAILS)) return null;
  // Calendar apps poll every few minutes to hours: the last use is kept to the hour.
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 3_600_000)
    await db.update(calendarFeedTokens).set({ lastUsedAt: now }).where(eq(calendarFeedTokens.userId, row.id));
  return { id: row.id, email: row.email, isAdmin: true as const };
}
