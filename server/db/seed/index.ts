import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  blogPosts,
  bookingTypes,
  contactSubmissions,
  contacts,
  emailCampaigns,
  projects,
  transactions,
} from "../schema.ts";
import { seedAnalytics } from "./analytics.ts";
import { seedApprovals } from "./approvals.ts";
import { recordPostViews, seedBlogPosts } from "./blog.ts";
import { seedContacts } from "./crm.ts";
import { seedDeliveries } from "./deliveries.ts";
import { seedTransactions } from "./finance.ts";
import { seedCampaigns } from "./marketing.ts";
import { CAMPAIGN_PLANS } from "./marketing-text.ts";
import { seedSubscribers } from "./newsletter.ts";
import { createNamePool, FIRST_NAMES, LAST_NAMES } from "./people.ts";
import { seedProjectWork } from "./project-work.ts";
import { seedProjects } from "./projects.ts";
import { createRandom } from "./random.ts";
import { seedSubmissions } from "./submissions.ts";

/** Tables whose rows mean the database is already in use (or already seeded). */
const GUARDED = {
  contacts,
  contact_submissions: contactSubmissions,
  blog_posts: blogPosts,
  projects,
  transactions,
  email_campaigns: emailCampaigns,
};

/** The guarded tables that already have rows, as 'table: rows'. */
async function tablesInUse(db: Db) {
  const found: string[] = [];
  for (const [name, table] of Object.entries(GUARDED)) {
    const [{ rows }] = await db.select({ rows: count() }).from(table);
    if (rows > 0) found.push(`${name}: ${rows}`);
  }
  return found;
}

/** True when the database holds no business data yet (a new install). */
export async function isDatabaseEmpty(db: Db) {
  return (await tablesInUse(db)).length === 0;
}

async function assertEmpty(db: Db) {
  const found = await tablesInUse(db);
  if (found.length > 0) {
    throw new Error(
      `The demo data was not added: the database already has data (${found.join(", ")}). ` +
        "Demo data only goes into an empty database.",
    );
  }
}

/**
 * Fills an empty database with a year of a Dallas agency's data: CRM, newsletter, blog,
 * projects, money, campaigns and traffic. The same `now` always gives the same data (seeded
 * generators), and everything goes in one transaction: either all of it or nothing.
 * Returns the number of rows written per table.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await assertEmpty(tx);
    const names = createRandom("names");
    const nextName = createNamePool(
      () => names.pick(FIRST_NAMES),
      () => names.pick(LAST_NAMES),
    );
    const crm = await seedContacts(tx, createRandom("contacts"), now, nextName);
    const submissions = await seedSubmissions(tx, createRandom("submissions"), now, nextName);
    const subscribers = await seedSubscribers(tx, createRandom("subscribers"), now);
    const blog = await seedBlogPosts(tx, createRandom("blog"), now);
    const work = await seedProjects(tx, createRandom("projects"), now, crm);
    const plan = await seedProjectWork(tx, now, work.projects);
    const reviews = await seedApprovals(tx, now);
    const money = await seedTransactions(tx, createRandom("transactions"), now, crm, work.projects);
    const mail = await seedCampaigns(tx, createRandom("campaigns"), now);
    // The sent campaigns' recipients, after the subscribers and contacts they are drawn from.
    const sent = await seedDeliveries(tx, createRandom("deliveries"), now);
    // Traffic rises on the days posts went live and newsletters went out.
    const busyDays = [
      ...blog.published.map((post) => Math.round((now.getTime() - post.publishedAt.getTime()) / 86_400_000)),
      ...CAMPAIGN_PLANS.filter((plan) => plan.status === "sent").map((plan) => plan.age),
    ];
    const traffic = await seedAnalytics(tx, createRandom("analytics"), now, blog.published, busyDays);
    await recordPostViews(tx, createRandom("post-stats"), blog.published, traffic.viewsByPath);
    // The booking page's meeting type, switched off: /book keeps its call request form until an
    // admin turns it on in Admin › Bookings (issue 31).
    await tx.insert(bookingTypes).values({
      slug: "discovery-call",
      name: "30-minute discovery call",
      durationMinutes: 30,
      description: "A first conversation about your project, your goals and how we could help.",
      locationKind: "video",
      locationText: "We send the video link with the invitation",
      questions: ["company", "service_needed", "budget_range", "project_win"],
      active: false,
    });
    return {
      booking_types: 1,
      contacts: crm.length + submissions.contacts,
      contact_submissions: submissions.submissions,
      subscribers,
      blog_posts: blog.count,
      projects: work.projects.length,
      project_deliverables: work.deliverables + reviews,
      project_milestones: plan.milestones,
      project_tasks: plan.tasks,
      transactions: money,
      email_campaigns: mail.campaigns,
      email_templates: mail.templates,
      campaign_deliveries: sent.deliveries,
      campaign_clicks: sent.clicks,
      page_views: traffic.pageViews,
      web_vitals: traffic.webVitals,
    };
  });
}
