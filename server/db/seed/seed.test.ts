import { type Column, count, type SQL, sql, type Table, TransactionRollbackError } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseContactListQuery } from "../../../core/crm/contact-list.ts";
import { parseSubscriberListQuery } from "../../../core/subscriber-list.ts";
import { adminActor } from "../../../tests/support/actors.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import { getCampaign } from "../../campaigns/campaigns.ts";
import { getContactStats, listContacts } from "../../crm/contacts.ts";
import { getSubscriberStats, listSubscribers } from "../../subscribers.ts";
import type { Db } from "../client.ts";
import {
  blogPosts,
  contactStatus,
  contactSubmissions,
  contacts,
  emailCampaigns,
  pageViews,
  projectStatus,
  projects,
  submissionStatus,
  transactions,
} from "../schema.ts";
import { seedDemoData } from "./index.ts";

const DAY_MS = 86_400_000;
const now = new Date("2026-06-15T17:45:00Z");

const testDb = useTestDatabase();

let db: Db;
let counts: Record<string, number>;
let rolledBackContacts: unknown[];

const contactSnapshot = (from: Db) =>
  from
    .select({
      name: contacts.name,
      email: contacts.email,
      status: contacts.status,
      value: contacts.value,
      score: contacts.score,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .orderBy(contacts.email);

/** Seeds inside a transaction that is then rolled back, keeping what the contacts looked like. */
async function seedAndRollBack() {
  let snapshot: unknown[] = [];
  await db
    .transaction(async (tx) => {
      await seedDemoData(tx, { now });
      snapshot = await contactSnapshot(tx);
      tx.rollback();
    })
    .catch((error) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return snapshot;
}

beforeAll(async () => {
  db = testDb.db();
  rolledBackContacts = await seedAndRollBack();
  counts = await seedDemoData(db, { now });
}, 60_000);

/** Raw SQL results: both drivers (PGlite, node-postgres) answer with `{ rows }`. */
async function rowsOf<T>(query: SQL) {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const distinct = async (column: Column, table: Table) => {
  const rows = await rowsOf<{ value: string }>(sql`select distinct ${column} as value from ${table}`);
  return rows.map((row) => row.value).sort();
};

/** Rows per table, for the tables the seed reported. */
async function tableCounts() {
  const found: Record<string, number> = {};
  for (const table of Object.keys(counts)) {
    const [row] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    found[table] = row.n;
  }
  return found;
}

describe("seedDemoData", () => {
  it("reports how many rows it wrote, matching the tables", async () => {
    expect(await tableCounts()).toEqual(counts);
    expect(counts.contacts).toBeGreaterThanOrEqual(40);
    expect(counts.page_views).toBeGreaterThanOrEqual(6000);
    expect(counts.page_views).toBeLessThanOrEqual(10_000);
  });

  it("has contacts in every status and every score colour band", async () => {
    expect(await distinct(contacts.status, contacts)).toEqual([...contactStatus.enumValues].sort());
    const [bands] = await db
      .select({
        green: sql<number>`count(*) filter (where ${contacts.score} >= 80)::int`,
        yellow: sql<number>`count(*) filter (where ${contacts.score} >= 60 and ${contacts.score} < 80)::int`,
        orange: sql<number>`count(*) filter (where ${contacts.score} >= 40 and ${contacts.score} < 60)::int`,
        red: sql<number>`count(*) filter (where ${contacts.score} < 40)::int`,
      })
      .from(contacts);
    for (const band of Object.values(bands)) expect(band).toBeGreaterThan(0);
  });

  it("has submissions in every status, with high-value leads", async () => {
    expect(await distinct(contactSubmissions.status, contactSubmissions)).toEqual(
      [...submissionStatus.enumValues].sort(),
    );
    const [{ highValue }] = await db
      .select({ highValue: count() })
      .from(contactSubmissions)
      .where(
        sql`${contactSubmissions.serviceNeeded} = 'media-production' or ${contactSubmissions.budgetRange} like '%10000%'`,
      );
    expect(highValue).toBeGreaterThan(0);
  });

  it("gives the projects milestones and tasks, some done and some overdue (issue 30 item 10)", async () => {
    const today = "2026-06-15";
    const [work] = await rowsOf<{
      done: number;
      overdue: number;
      milestones_done: number;
      milestones_late: number;
    }>(sql`
      select
        (select count(*)::int from project_tasks where done) as done,
        (select count(*)::int from project_tasks where not done and due_date < ${today}) as overdue,
        (select count(*)::int from project_milestones where done) as milestones_done,
        (select count(*)::int from project_milestones where not done and due_date < ${today}) as milestones_late`);
    expect(work.done).toBeGreaterThan(0);
    expect(work.overdue).toBeGreaterThan(0);
    expect(work.milestones_done).toBeGreaterThan(0);
    expect(work.milestones_late).toBeGreaterThan(0);
    const followUps = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from contacts where next_follow_up is not null`,
    );
    expect(followUps[0].n).toBeGreaterThan(0);
  });

  it("has projects in every status, the portal clients' among them", async () => {
    expect(await distinct(projects.status, projects)).toEqual([...projectStatus.enumValues].sort());
    const owned = await rowsOf<{ email: string; projects: number; user_id: string | null }>(sql`
      select c.email, c.user_id, count(p.id)::int as projects
      from contacts c join projects p on p.client_id = c.id
      where c.email in ('client@example.test', 'client2@example.test') group by c.email, c.user_id`);
    expect(owned.sort((a, b) => a.projects - b.projects)).toEqual([
      { email: "client2@example.test", user_id: null, projects: 1 },
      { email: "client@example.test", user_id: null, projects: 3 },
    ]);
  });

  it("has published and draft posts", async () => {
    const statuses = await distinct(blogPosts.status, blogPosts);
    expect(statuses).toContain("published");
    expect(statuses).toContain("draft");
  });

  it("has a year of income and expenses, never in the future", async () => {
    const [span] = await db
      .select({
        first: sql<string>`min(${transactions.date})::text`,
        last: sql<string>`max(${transactions.date})::text`,
        income: sql<number>`count(*) filter (where ${transactions.type} = 'income')::int`,
        expense: sql<number>`count(*) filter (where ${transactions.type} = 'expense')::int`,
      })
      .from(transactions);
    expect(Date.parse(span.last) - Date.parse(span.first)).toBeGreaterThan(300 * DAY_MS);
    expect(Date.parse(span.last)).toBeLessThanOrEqual(now.getTime());
    expect(span.income).toBeGreaterThan(0);
    expect(span.expense).toBeGreaterThan(0);
  });

  it("has page views over the last 90 days", async () => {
    const [span] = await db
      .select({
        first: sql<string>`min(${pageViews.createdAt})`,
        last: sql<string>`max(${pageViews.createdAt})`,
      })
      .from(pageViews);
    const first = new Date(span.first).getTime();
    const last = new Date(span.last).getTime();
    expect(now.getTime() - first).toBeGreaterThan(85 * DAY_MS);
    expect(now.getTime() - first).toBeLessThanOrEqual(90 * DAY_MS);
    expect(last).toBeLessThanOrEqual(now.getTime());
  });

  it("gives its page views the traffic source of their referrer, as collection does", async () => {
    const rows = await db
      .select({ source: pageViews.source, views: count() })
      .from(pageViews)
      .groupBy(pageViews.source);
    const bySource = Object.fromEntries(rows.map((r) => [r.source ?? "none", r.views]));
    expect(bySource.none).toBeUndefined();
    for (const source of ["direct", "search", "social", "referral"])
      expect(bySource[source]).toBeGreaterThan(0);
  });

  it("gives each sent campaign its recipients, counted as its figures say", async () => {
    const campaigns = await rowsOf<{
      name: string;
      stats: Record<string, number>;
      recipients: number;
      found: Record<string, number>;
    }>(sql`
      select c.name, c.stats, count(d.id)::int as recipients,
        jsonb_build_object(
          'sent', count(d.id) filter (where d.status in ('sent', 'bounced')),
          'delivered', count(d.id) filter (where d.status = 'sent'),
          'bounced', count(d.id) filter (where d.status = 'bounced'),
          'opened', count(d.id) filter (where d.opened_first_at is not null),
          'clicked', count(d.id) filter (where d.clicked_at is not null),
          'unsubscribed', count(d.id) filter (where d.unsubscribed_at is not null)) as found
      from email_campaigns c left join campaign_deliveries d on d.campaign_id = c.id
      where c.status = 'sent' group by c.id order by c.name`);
    expect(campaigns.length).toBeGreaterThan(0);
    for (const c of campaigns) {
      expect(c.stats.sent, c.name).toBeGreaterThan(0);
      expect(c.recipients, c.name).toBe(c.stats.sent);
      expect(c.found, c.name).toEqual(c.stats);
    }
    // The Message Center's table: a recipient who clicked has a click on one of the campaign's links.
    const [clicks] = await rowsOf<{ clicked: number; withClick: number; badLink: number }>(sql`
      select count(*) filter (where d.clicked_at is not null)::int as "clicked",
        count(*) filter (where d.clicked_at is not null and exists (
          select 1 from campaign_clicks k where k.delivery_id = d.id))::int as "withClick",
        (select count(*)::int from campaign_clicks k join campaign_deliveries x on x.id = k.delivery_id
          join email_campaigns e on e.id = x.campaign_id
          where k.link_index >= coalesce(array_length(e.links, 1), 0)) as "badLink"
      from campaign_deliveries d`);
    expect(clicks.clicked).toBeGreaterThan(0);
    expect(clicks).toEqual({ clicked: clicks.clicked, withClick: clicks.clicked, badLink: 0 });
    // Nobody got a campaign before confirming, and nothing happened after now.
    const [late] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from campaign_deliveries d
      left join subscribers s on s.id = d.subscriber_id
      where s.confirmed_at > d.created_at or greatest(d.sent_at, d.opened_last_at, d.clicked_at,
        d.unsubscribed_at) > ${now.toISOString()}::timestamptz`);
    expect(late.n).toBe(0);
  });

  it("shows in a sent campaign's detail the recipients its figures count (issue 36 item 4)", async () => {
    const admin = adminActor();
    const sent = await db
      .select({ id: emailCampaigns.id, name: emailCampaigns.name })
      .from(emailCampaigns)
      .where(sql`${emailCampaigns.status} = 'sent'`);
    expect(sent.length).toBeGreaterThan(0);
    for (const { id, name } of sent) {
      // Through the screen's own read, as the Message Center's detail shows it.
      const { campaign, deliveries } = await getCampaign(admin, id, "", db);
      const stats = campaign.stats;
      expect(stats.sent, name).toBeGreaterThan(0);
      // The detail pages its recipients (100 a page): read every page, as the owner can.
      const { recipientTotal } = await getCampaign(admin, id, "", db);
      expect(recipientTotal, name).toEqual({ total: stats.sent, estimated: false });
      for (let page = 2; deliveries.length < recipientTotal.total; page++) {
        const next = await getCampaign(admin, id, "", db, page);
        expect(next.deliveries.length, name).toBeGreaterThan(0);
        deliveries.push(...next.deliveries);
      }
      expect(new Set(deliveries.map((d) => d.id)).size, name).toBe(stats.sent);
      const counted = {
        sent: deliveries.length,
        delivered: deliveries.filter((d) => d.status === "sent").length,
        bounced: deliveries.filter((d) => d.status === "bounced").length,
        opened: deliveries.filter((d) => d.openedFirstAt).length,
        clicked: deliveries.filter((d) => d.clickedAt).length,
        unsubscribed: deliveries.filter((d) => d.unsubscribedAt).length,
      };
      expect(counted, name).toEqual(stats);
      expect(
        deliveries.filter((d) => d.clickedAt && d.clicks === 0),
        name,
      ).toEqual([]);
    }
  });

  it("gives figures that the lists beside them add up to", async () => {
    const admin = adminActor();
    const subscriberStats = await getSubscriberStats(admin);
    const confirmed = await listSubscribers(
      admin,
      parseSubscriberListQuery(new URLSearchParams("filter=confirmed")),
    );
    expect(confirmed.total).toEqual({ total: subscriberStats.confirmed, estimated: false });
    const everyone = await listSubscribers(admin, parseSubscriberListQuery(new URLSearchParams()));
    expect(everyone.total.total).toBe(subscriberStats.total);
    const contactStats = await getContactStats(admin);
    const contactList = await listContacts(admin, parseContactListQuery(new URLSearchParams()));
    expect(contactList.total).toEqual({ total: contactStats.total, estimated: false });
  });

  it("refuses a second run and adds nothing", async () => {
    await expect(seedDemoData(db, { now })).rejects.toThrow(/already has data/);
    expect(await tableCounts()).toEqual(counts);
  });

  it("gives the same data for the same now", async () => {
    expect(rolledBackContacts.length).toBe(counts.contacts);
    expect(await contactSnapshot(db)).toEqual(rolledBackContacts);
  });
});
