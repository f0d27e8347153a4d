import { and, eq, ilike, inArray, ne, type SQL, sql } from "drizzle-orm";
import { likePattern, SUBSCRIBER_SEARCH_MIN } from "../core/admin-search.ts";
import { exportFileName } from "../core/csv.ts";
import { isEmailAddress } from "../core/email-address.ts";
import type { RowTotal } from "../core/paging.ts";
import {
  encodeCursor,
  SUBSCRIBER_FILTER_LABELS,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberCursor,
  type SubscriberDisplayStatus,
  type SubscriberListQuery,
  subscriberDisplayStatus,
} from "../core/subscriber-list.ts";
import { ActionError, assertAdmin, refuseInPreview } from "./admin-access.ts";
import { recordAudit } from "./audit.ts";
import { csvStream } from "./csv-stream.ts";
import { getDb } from "./db/client.ts";
import {
  type KeysetPosition,
  type KeysetSort,
  keysetAfter,
  keysetOrderBy,
  keysetValue,
  reversed,
} from "./db/keyset.ts";
import { countRows } from "./db/row-count.ts";
import {
  campaignDeliveries,
  mailOutbox,
  subscriberDailyCounts,
  subscribers,
  unsubscribeFeedback,
} from "./db/schema.ts";
import type { SessionUser } from "./session.ts";
import { emailHash, suppressedAmong, suppressHash } from "./suppression.ts";

// Admin-only reads and deletes; the public subscribe and confirm flow lives in server/newsletter.ts.

const order: KeysetSort = { column: subscribers.createdAt, direction: "desc", id: subscribers.id };

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  source: subscribers.source,
  isConfirmed: subscribers.isConfirmed,
  subscribedAt: subscribers.subscribedAt,
  confirmedAt: subscribers.confirmedAt,
  status: subscribers.status,
  unsubscribedAt: subscribers.unsubscribedAt,
  unsubscribeReason: subscribers.unsubscribeReason,
  unsubscribeFeedback: subscribers.unsubscribeFeedback,
  unsubscribeCampaign: sql<
    string | null
  >`(select name from email_campaigns c where c.id = ${subscribers.unsubscribeCampaignId})`,
  bouncedAt: subscribers.bouncedAt,
  bounceReason: subscribers.bounceReason,
  createdAt: subscribers.createdAt,
  cursor: keysetValue(subscribers.createdAt),
};

export type SubscriberItem = {
  id: string;
  email: string;
  source: string;
  isConfirmed: boolean;
  status: SubscriberDisplayStatus;
  subscribedAt: string;
  /** When the address left or bounced, and why (the reason code or the server's words). */
  leftAt: string | null;
  leftWhy: string | null;
  createdAt: string;
};

/** Search terms shorter than the trigram minimum are ignored (the page says so). */
export function subscriberSearchApplies(q: string) {
  return q.length >= SUBSCRIBER_SEARCH_MIN;
}

function where(query: Pick<SubscriberListQuery, "q" | "filter">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.filter === "confirmed" || query.filter === "unconfirmed") {
    conditions.push(eq(subscribers.status, "active"));
    conditions.push(eq(subscribers.isConfirmed, query.filter === "confirmed"));
  } else if (query.filter !== "all") conditions.push(eq(subscribers.status, query.filter));
  if (subscriberSearchApplies(query.q)) conditions.push(ilike(subscribers.email, likePattern(query.q)));
  return and(...conditions);
}

export type SubscriberPage = {
  items: SubscriberItem[];
  next: string | null;
  previous: string | null;
  /** The page's number, for its range ('Showing 51-100 of 1,634'). */
  page: number;
  total: RowTotal;
};

/** The filter's total: the trigger-kept day counts without a search (exact and cheap at any size). */
async function subscriberTotal(query: Pick<SubscriberListQuery, "q" | "filter">): Promise<RowTotal> {
  if (subscriberSearchApplies(query.q)) return countRows(subscribers, where(query));
  const [row] = await getDb()
    .select({
      active: sql<string>`coalesce(sum(${subscriberDailyCounts.subscribed}), 0)::text`,
      confirmed: sql<string>`coalesce(sum(${subscriberDailyCounts.confirmed}), 0)::text`,
      unsubscribed: sql<string>`coalesce(sum(${subscriberDailyCounts.unsubscribed}), 0)::text`,
      bounced: sql<string>`coalesce(sum(${subscriberDailyCounts.bounced}), 0)::text`,
    })
    .from(subscriberDailyCounts);
  const [active, confirmed, unsubscribed, bounced] = [
    row.active,
    row.confirmed,
    row.unsubscribed,
    row.bounced,
  ].map(Number);
  // 'All' lists the kept records (unsubscribed, bounced) too; the others are one status each.
  const counted = {
    all: active + unsubscribed + bounced,
    confirmed,
    unconfirmed: active - confirmed,
    unsubscribed,
    bounced,
  }[query.filter];
  return { total: counted, estimated: false };
}

/** A keyset page of the newest-first list: fast at any depth of a million rows. */
export async function listSubscribers(
  actor: SessionUser,
  query: SubscriberListQuery,
): Promise<SubscriberPage> {
  assertAdmin(actor);
  const filter = where(query);
  const backwards = query.before !== null;
  const position: SubscriberCursor | null = query.before ?? query.after;
  const sort = backwards ? reversed(order) : order;
  // A bare ?page=N (a link, a bookmark) is found by OFFSET; Next and Previous carry a cursor.
  const skip = position === null ? (query.page - 1) * SUBSCRIBERS_PAGE_SIZE : 0;
  const [rows, total] = await Promise.all([
    getDb()
      .select(columns)
      .from(subscribers)
      .where(
        position ? and(filter, keysetAfter(sort, { value: position.createdAt, id: position.id })) : filter,
      )
      .orderBy(...keysetOrderBy(sort))
      .limit(SUBSCRIBERS_PAGE_SIZE + 1)
      .offset(skip),
    subscriberTotal(query),
  ]);
  const more = rows.length > SUBSCRIBERS_PAGE_SIZE;
  const page = rows.slice(0, SUBSCRIBERS_PAGE_SIZE);
  if (backwards) page.reverse();
  const cursorOf = (r: (typeof page)[number] | undefined) =>
    r?.cursor ? encodeCursor({ createdAt: r.cursor, id: r.id }) : null;
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : position !== null || skip > 0;
  return {
    items: page.map((r) => ({
      id: r.id,
      email: r.email,
      source: r.source,
      isConfirmed: r.isConfirmed,
      status: subscriberDisplayStatus(r),
      subscribedAt: r.subscribedAt.toISOString(),
      leftAt: (r.unsubscribedAt ?? r.bouncedAt)?.toISOString() ?? null,
      leftWhy:
        r.status === "bounced" ? r.bounceReason : r.status === "unsubscribed" ? r.unsubscribeReason : null,
      createdAt: r.createdAt.toISOString(),
    })),
    next: hasNext && page.length ? cursorOf(page.at(-1)) : null,
    previous: hasPrevious && page.length ? cursorOf(page[0]) : null,
    page: query.page,
    total,
  };
}

/** total = active (confirmed + unconfirmed); the kept records are counted beside it. */
export type SubscriberStats = {
  total: number;
  confirmed: number;
  unconfirmed: number;
  unsubscribed: number;
  bounced: number;
};

export async function getSubscriberStats(actor: SessionUser): Promise<SubscriberStats> {
  assertAdmin(actor);
  // Per-day counts kept by triggers: exact, and a few hundred rows instead of a million.
  const [row] = await getDb()
    .select({
      total: sql<string>`coalesce(sum(${subscriberDailyCounts.subscribed}), 0)::text`,
      confirmed: sql<string>`coalesce(sum(${subscriberDailyCounts.confirmed}), 0)::text`,
      unsubscribed: sql<string>`coalesce(sum(${subscriberDailyCounts.unsubscribed}), 0)::text`,
      bounced: sql<string>`coalesce(sum(${subscriberDailyCounts.bounced}), 0)::text`,
    })
    .from(subscriberDailyCounts);
  const total = Number(row.total);
  const confirmed = Number(row.confirmed);
  return {
    total,
    confirmed,
    unconfirmed: total - confirmed,
    unsubscribed: Number(row.unsubscribed),
    bounced: Number(row.bounced),
  };
}

/** Everything the /admin/subscribers loader shows. */
export async function subscribersPage(actor: SessionUser, query: SubscriberListQuery) {
  const [stats, list] = await Promise.all([getSubscriberStats(actor), listSubscribers(actor, query)]);
  return { stats, list };
}

/**
 * 001's delete. An active subscriber's row goes; an unsubscribed or bounced one is forgotten
 * instead (its hash kept), so deleting a record never lets the address be mailed again.
 */
export async function deleteSubscriber(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Subscriber deletion is disabled in preview mode");
  const [row] = await getDb()
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  if (!row) throw new ActionError("This subscriber no longer exists", 404);
  if (row.status !== "active") return forgetSubscriber(actor, id);
  const [gone] = await getDb()
    .delete(subscribers)
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id, email: subscribers.email });
  if (!gone) throw new ActionError("This subscriber no longer exists", 404);
  await recordAudit(actor, "subscriber.delete", gone.email, { subscriberId: id });
}

/**
 * 'Forget this person': the address and what the product kept about it (the subscriber row, the
 * address on past campaign deliveries, unsubscribe feedback, newsletter mails in the outbox) are
 * erased; only the one-way hash stays, so the address remains suppressed.
 */
export async function forgetSubscriber(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Subscriber deletion is disabled in preview mode");
  const hash = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(subscribers)
      .where(eq(subscribers.id, id))
      .returning({ email: subscribers.email });
    if (!row) throw new ActionError("This subscriber no longer exists", 404);
    await suppressHash(tx, row.email, "forgotten");
    const lower = row.email.toLowerCase();
    await tx
      .update(campaignDeliveries)
      .set({ email: "forgotten" })
      .where(eq(campaignDeliveries.subscriberId, id));
    await tx.delete(unsubscribeFeedback).where(sql`lower(${unsubscribeFeedback.email}) = ${lower}`);
    await tx
      .delete(mailOutbox)
      .where(
        and(
          sql`lower(${mailOutbox.to}) = ${lower}`,
          inArray(mailOutbox.kind, ["newsletter-confirmation"]),
          ne(mailOutbox.status, "pending"),
        ),
      );
    return emailHash(row.email);
  });
  // The audit names the hash, not the address.
  await recordAudit(actor, "subscriber.forget", `sha256:${hash.slice(0, 12)}`, { subscriberId: id });
}

/** subscribers_{date}.csv (001 section 9), streamed in keyset batches. */
export async function exportSubscribers(actor: SessionUser, query: SubscriberListQuery, now = new Date()) {
  assertAdmin(actor);
  const filter = where(query);
  const read = (after: KeysetPosition | null, size: number) =>
    getDb()
      .select(columns)
      .from(subscribers)
      .where(after ? and(filter, keysetAfter(order, after)) : filter)
      .orderBy(...keysetOrderBy(order))
      .limit(size);
  const stream = await csvStream<Awaited<ReturnType<typeof read>>[number]>({
    header: [
      "Email",
      "Source",
      "Status",
      "Subscribed At",
      "Confirmed At",
      "Created At",
      "Unsubscribed At",
      "Unsubscribe Reason",
      "Unsubscribe Feedback",
      "Unsubscribe Campaign",
      "Bounced At",
      "Bounce Reason",
    ],
    batch: (last, size) => read(last && { value: last.cursor, id: last.id }, size),
    cells: (s) => [
      s.email,
      s.source,
      SUBSCRIBER_FILTER_LABELS[subscriberDisplayStatus(s)],
      s.subscribedAt,
      s.confirmedAt,
      s.createdAt,
      s.unsubscribedAt,
      s.unsubscribeReason,
      s.unsubscribeFeedback,
      s.unsubscribeCampaign,
      s.bouncedAt,
      s.bounceReason,
    ],
  });
  return { stream, fileName: exportFileName("subscribers", now) };
}

export type ImportResult = { added: number; existing: number; suppressed: number; invalid: number };

/**
 * Adds a list of addresses (an import from another newsletter tool) as confirmed subscribers. An
 * address already on the list (in any status: an unsubscribed or bounced record stays as it is)
 * or forgotten (its hash is on the suppression list) is skipped, so an import never mails anyone
 * who left.
 */
export async function importSubscribers(
  actor: SessionUser,
  emails: readonly string[],
  source = "import",
): Promise<ImportResult> {
  assertAdmin(actor);
  refuseInPreview("Subscriber import is disabled in preview mode");
  const unique = [...new Map(emails.map((e) => [e.trim().toLowerCase(), e.trim()])).values()];
  const valid = unique.filter((e) => isEmailAddress(e) && e.length <= 254);
  const result = await getDb().transaction(async (tx) => {
    const hashes = await suppressedAmong(tx, valid);
    const allowed = valid.filter((e) => !hashes.has(emailHash(e)));
    const added = allowed.length
      ? await tx
          .insert(subscribers)
          .values(allowed.map((email) => ({ email, source, isConfirmed: true, confirmedAt: new Date() })))
          .onConflictDoNothing()
          .returning({ id: subscribers.id })
      : [];
    return {
      added: added.length,
      existing: allowed.length - added.length,
      suppressed: valid.length - allowed.length,
      invalid: unique.length - valid.length,
    };
  });
  await recordAudit(actor, "subscriber.import", `${result.added} added`, result);
  return result;
}
