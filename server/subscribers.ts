import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import { likePattern, SUBSCRIBER_SEARCH_MIN } from "../core/admin-search.ts";
import { exportFileName } from "../core/csv.ts";
import {
  encodeCursor,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberCursor,
  type SubscriberListQuery,
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
import { subscriberDailyCounts, subscribers } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";

// Admin-only reads and deletes; the public subscribe and confirm flow lives in server/newsletter.ts.

const order: KeysetSort = { column: subscribers.createdAt, direction: "desc", id: subscribers.id };

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  source: subscribers.source,
  isConfirmed: subscribers.isConfirmed,
  subscribedAt: subscribers.subscribedAt,
  confirmedAt: subscribers.confirmedAt,
  createdAt: subscribers.createdAt,
  cursor: keysetValue(subscribers.createdAt),
};

export type SubscriberItem = {
  id: string;
  email: string;
  source: string;
  isConfirmed: boolean;
  subscribedAt: string;
  createdAt: string;
};

/** Search terms shorter than the trigram minimum are ignored (the page says so). */
export function subscriberSearchApplies(q: string) {
  return q.length >= SUBSCRIBER_SEARCH_MIN;
}

function where(query: Pick<SubscriberListQuery, "q" | "filter">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.filter !== "all") conditions.push(eq(subscribers.isConfirmed, query.filter === "confirmed"));
  if (subscriberSearchApplies(query.q)) conditions.push(ilike(subscribers.email, likePattern(query.q)));
  return and(...conditions);
}

export type SubscriberPage = { items: SubscriberItem[]; next: string | null; previous: string | null };

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
  const rows = await getDb()
    .select(columns)
    .from(subscribers)
    .where(position ? and(filter, keysetAfter(sort, { value: position.createdAt, id: position.id })) : filter)
    .orderBy(...keysetOrderBy(sort))
    .limit(SUBSCRIBERS_PAGE_SIZE + 1);
  const more = rows.length > SUBSCRIBERS_PAGE_SIZE;
  const page = rows.slice(0, SUBSCRIBERS_PAGE_SIZE);
  if (backwards) page.reverse();
  const cursorOf = (r: (typeof page)[number] | undefined) =>
    r?.cursor ? encodeCursor({ createdAt: r.cursor, id: r.id }) : null;
  const hasNext = backwards ? true : more;
  const hasPrevious = backwards ? more : position !== null;
  return {
    items: page.map((r) => ({
      id: r.id,
      email: r.email,
      source: r.source,
      isConfirmed: r.isConfirmed,
      subscribedAt: r.subscribedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
    })),
    next: hasNext && page.length ? cursorOf(page.at(-1)) : null,
    previous: hasPrevious && page.length ? cursorOf(page[0]) : null,
  };
}

export type SubscriberStats = { total: number; confirmed: number; unconfirmed: number };

export async function getSubscriberStats(actor: SessionUser): Promise<SubscriberStats> {
  assertAdmin(actor);
  // Per-day counts kept by triggers: exact, and a few hundred rows instead of a million.
  const [row] = await getDb()
    .select({
      total: sql<string>`coalesce(sum(${subscriberDailyCounts.subscribed}), 0)::text`,
      confirmed: sql<string>`coalesce(sum(${subscriberDailyCounts.confirmed}), 0)::text`,
    })
    .from(subscriberDailyCounts);
  const total = Number(row.total);
  const confirmed = Number(row.confirmed);
  return { total, confirmed, unconfirmed: total - confirmed };
}

/** Everything the /admin/subscribers loader shows. */
export async function subscribersPage(actor: SessionUser, query: SubscriberListQuery) {
  const [stats, list] = await Promise.all([getSubscriberStats(actor), listSubscribers(actor, query)]);
  return { stats, list };
}

export async function deleteSubscriber(actor: SessionUser, id: string) {
  assertAdmin(actor);
  refuseInPreview("Subscriber deletion is disabled in preview mode");
  const [row] = await getDb()
    .delete(subscribers)
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id, email: subscribers.email });
  if (!row) throw new ActionError("This subscriber no longer exists", 404);
  await recordAudit(actor, "subscriber.delete", row.email, { subscriberId: id });
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
    header: ["Email", "Source", "Status", "Subscribed At", "Confirmed At", "Created At"],
    batch: (last, size) => read(last && { value: last.cursor, id: last.id }, size),
    cells: (s) => [
      s.email,
      s.source,
      s.isConfirmed ? "Confirmed" : "Unconfirmed",
      s.subscribedAt,
      s.confirmedAt,
      s.createdAt,
    ],
  });
  return { stream, fileName: exportFileName("subscribers", now) };
}
