import { and, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { addDays, type DayWindow } from "../../core/analytics/range.ts";
import { type Db, getDb } from "../db/client.ts";
import {
  blogPosts,
  emailCampaigns,
  projects,
  subscriberDailyCounts,
  subscribers,
  transactions,
} from "../db/schema.ts";

/*
 * The analytics screen's figures that other domains own (campaign results, revenue, subscribers,
 * posts), as small queries in one module, so that the Message Center's and the Revenue tracker's
 * shared formulas can replace them at merge time.
 */

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayEnd = (day: string) => dayStart(addDays(day, 1));

/**
 * Campaigns sent in the window: totals, and the 5 most recent with their results. The figures are
 * email_campaigns.stats, which the sender and the tracking endpoints recount from the delivery rows
 * (server/campaigns/stats.ts) in the same transaction as each change.
 */
export async function campaignFigures(window: DayWindow, db: Db = getDb()) {
  const inWindow = and(
    eq(emailCampaigns.status, "sent"),
    gte(emailCampaigns.sentAt, dayStart(window.from)),
    sql`${emailCampaigns.sentAt} < ${dayEnd(window.to).toISOString()}`,
  );
  const stat = (key: string) => sql<number>`coalesce(sum((${emailCampaigns.stats} ->> ${key})::int), 0)::int`;
  const [totals] = await db
    .select({
      campaigns: sql<number>`count(*)::int`,
      sent: stat("sent"),
      delivered: stat("delivered"),
      opened: stat("opened"),
      clicked: stat("clicked"),
    })
    .from(emailCampaigns)
    .where(inWindow);
  const recent = await db
    .select({
      id: emailCampaigns.id,
      name: emailCampaigns.name,
      sentAt: emailCampaigns.sentAt,
      stats: emailCampaigns.stats,
    })
    .from(emailCampaigns)
    .where(inWindow)
    .orderBy(desc(emailCampaigns.sentAt))
    .limit(5);
  return { totals, recent };
}

/** Income and expenses (not cancelled) per type in the window, by transaction date. */
export async function moneyInWindow(window: DayWindow, db: Db = getDb()) {
  const rows = await db
    .select({ type: transactions.type, total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(
      and(
        ne(transactions.status, "cancelled"),
        gte(transactions.date, window.from),
        lte(transactions.date, window.to),
      ),
    )
    .groupBy(transactions.type);
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.total ?? 0);
  return { income: of("income"), expenses: of("expense") };
}

/** Income per calendar month (UTC) for the months starting at `fromMonth` ('2026-08-01'). */
export async function incomeByMonth(fromMonth: string, db: Db = getDb()) {
  return db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${transactions.date}), 'YYYY-MM')`,
      total: sql<string>`sum(${transactions.amount})`,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.type, "income"),
        ne(transactions.status, "cancelled"),
        gte(transactions.date, fromMonth),
      ),
    )
    .groupBy(sql`1`);
}

/** Project value per service of completed or in-progress projects created in the window (001 section 7). */
export async function serviceValues(window: DayWindow, db: Db = getDb()) {
  return db
    .select({
      service: sql<string>`coalesce(${projects.serviceType}, 'other')`,
      value: sql<string>`coalesce(sum(${projects.value}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(projects)
    .where(
      and(
        inArray(projects.status, ["completed", "in_progress"]),
        gte(projects.createdAt, dayStart(window.from)),
        sql`${projects.createdAt} < ${dayEnd(window.to).toISOString()}`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`);
}

/** Subscribers created up to and including `day` (from the trigger-kept daily counts). */
export async function subscribersUpTo(day: string, db: Db = getDb()) {
  const [row] = await db
    .select({
      subscribed: sql<number>`coalesce(sum(${subscriberDailyCounts.subscribed}), 0)::int`,
      confirmed: sql<number>`coalesce(sum(${subscriberDailyCounts.confirmed}), 0)::int`,
    })
    .from(subscriberDailyCounts)
    .where(lte(subscriberDailyCounts.day, day));
  return row;
}

/** New subscribers per sign-up source in the window. */
export async function signupsBySource(window: DayWindow, db: Db = getDb()) {
  return db
    .select({ source: subscribers.source, count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(
      and(
        // Counted like the daily counts: addresses that left are records, not subscribers.
        eq(subscribers.status, "active"),
        gte(subscribers.createdAt, dayStart(window.from)),
        sql`${subscribers.createdAt} < ${dayEnd(window.to).toISOString()}`,
      ),
    )
    .groupBy(subscribers.source)
    .orderBy(sql`2 desc`);
}

/** Titles of the posts behind /blog/:slug paths. */
export async function postsBySlug(slugs: string[], db: Db = getDb()) {
  if (slugs.length === 0) return [];
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .where(inArray(blogPosts.slug, slugs));
}
