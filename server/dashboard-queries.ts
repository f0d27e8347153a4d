import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import { ACTIVITY_TAKE } from "../core/dashboard/activity.ts";
import { HIGH_VALUE_AMOUNT, HIGH_VALUE_SERVICE } from "../core/dashboard/lead-rules.ts";
import { candidateLimit, PRIORITY_TAKE, type ReviewWorkCount } from "../core/dashboard/priorities.ts";
import { getDb } from "./db/client.ts";
import {
  bookings,
  bookingTypes,
  contactSubmissions,
  contacts,
  deliverableVersions,
  projectMilestones,
  projects,
  projectTasks,
  subscriberDailyCounts,
  subscribers,
  transactions,
} from "./db/schema.ts";
import { isNewestVersion } from "./projects/approvals.ts";

// The dashboard's SQL: aggregates and small LIMIT reads on indexes, never whole tables.
// The high-value and overdue conditions mirror core/dashboard/lead-rules.ts, which re-checks
// every candidate (selectPriorities), so a drift here could only drop an item, never add one.

const day = (d: Date) => d.toISOString().slice(0, 10);
const serviceKey = (column: typeof contacts.serviceInterest | typeof contactSubmissions.serviceNeeded) =>
  sql`regexp_replace(lower(trim(${column})), '\\s+', '-', 'g')`;

/** Totals and windows from the per-day counts (a few hundred rows), the feed from the newest rows. */
export async function subscriberFigures(currentFrom: string, previousFrom: string) {
  const db = getDb();
  const d = subscriberDailyCounts;
  const [[figures], recent] = await Promise.all([
    db
      .select({
        total: sql<string>`coalesce(sum(${d.subscribed}), 0)::text`,
        current: sql<string>`coalesce(sum(${d.subscribed}) filter (where ${d.day} >= ${currentFrom}), 0)::text`,
        previous: sql<string>`coalesce(sum(${d.subscribed}) filter (where ${d.day} >= ${previousFrom} and ${d.day} < ${currentFrom}), 0)::text`,
      })
      .from(d),
    db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        source: subscribers.source,
        at: subscribers.createdAt,
      })
      .from(subscribers)
      .where(eq(subscribers.status, "active"))
      .orderBy(sql`${subscribers.createdAt} desc nulls last`)
      .limit(3),
  ]);
  return {
    total: Number(figures.total),
    current: Number(figures.current),
    previous: Number(figures.previous),
    recent,
  };
}

export async function contactFigures() {
  const db = getDb();
  const pick = {
    id: contacts.id,
    name: contacts.name,
    email: contacts.email,
    company: contacts.company,
    status: contacts.status,
    service: contacts.serviceInterest,
    value: sql<string | null>`${contacts.value}::text`,
    source: contacts.source,
    at: contacts.createdAt,
  };
  const newest = sql`${contacts.createdAt} desc nulls last`;
  const [byStatus, highValue, fresh, recent] = await Promise.all([
    db
      .select({ status: contacts.status, count: sql<number>`count(*)::int` })
      .from(contacts)
      .groupBy(contacts.status),
    db
      .select(pick)
      .from(contacts)
      .where(
        and(
          eq(contacts.status, "new"),
          sql`(${serviceKey(contacts.serviceInterest)} = ${HIGH_VALUE_SERVICE} or ${contacts.value} >= ${HIGH_VALUE_AMOUNT})`,
        ),
      )
      .orderBy(newest)
      .limit(candidateLimit(PRIORITY_TAKE.highValueContacts)),
    db
      .select(pick)
      .from(contacts)
      .where(eq(contacts.status, "new"))
      .orderBy(newest)
      .limit(candidateLimit(PRIORITY_TAKE.newContacts)),
    db.select(pick).from(contacts).orderBy(newest).limit(2),
  ]);
  const toNumber = <T extends { value: string | null }>(r: T) => ({
    ...r,
    value: r.value == null ? null : Number(r.value),
  });
  return {
    byStatus,
    highValue: highValue.map(toNumber),
    fresh: fresh.map(toNumber),
    recent: recent.map(toNumber),
  };
}

export async function submissionFigures() {
  const db = getDb();
  const s = contactSubmissions;
  const pick = {
    id: s.id,
    name: s.name,
    email: s.email,
    status: s.status,
    service: s.serviceNeeded,
    budgetRange: s.budgetRange,
    message: sql<string | null>`coalesce(${s.message}, ${s.projectDetails})`,
    at: s.submittedAt,
  };
  const newest = sql`${s.submittedAt} desc nulls last`;
  const [byStatus, highValue, fresh, recent] = await Promise.all([
    db.select({ status: s.status, count: sql<number>`count(*)::int` }).from(s).groupBy(s.status),
    db
      .select(pick)
      .from(s)
      .where(
        and(
          eq(s.status, "new"),
          sql`(${serviceKey(s.serviceNeeded)} = ${HIGH_VALUE_SERVICE} or ${s.budgetRange} like ${`%${HIGH_VALUE_AMOUNT}%`})`,
        ),
      )
      .orderBy(newest)
      .limit(candidateLimit(PRIORITY_TAKE.highValueSubmissions)),
    db
      .select(pick)
      .from(s)
      .where(eq(s.status, "new"))
      .orderBy(newest)
      .limit(candidateLimit(PRIORITY_TAKE.newSubmissions)),
    db.select(pick).from(s).orderBy(newest).limit(2),
  ]);
  return { byStatus, highValue, fresh, recent };
}

export async function transactionFigures(currentFrom: string, previousFrom: string, overdueCutoff: Date) {
  const db = getDb();
  const t = transactions;
  const income = and(eq(t.type, "income"), ne(t.status, "cancelled"));
  const [[revenue], overdue, recent] = await Promise.all([
    db
      .select({
        current: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.date} >= ${currentFrom}), 0)::text`,
        previous: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.date} < ${currentFrom}), 0)::text`,
        count: sql<number>`(count(*) filter (where ${t.date} >= ${currentFrom}))::int`,
      })
      .from(t)
      .where(and(income, gte(t.date, previousFrom))),
    db
      .select({
        id: t.id,
        amount: sql<string>`${t.amount}::text`,
        description: t.description,
        contactName: contacts.name,
        contactEmail: contacts.email,
        type: t.type,
        status: t.status,
        date: t.date,
      })
      .from(t)
      .leftJoin(contacts, eq(contacts.id, t.contactId))
      .where(and(eq(t.type, "income"), eq(t.status, "pending"), lte(t.date, day(overdueCutoff))))
      .orderBy(t.date)
      .limit(candidateLimit(PRIORITY_TAKE.overduePayments)),
    db
      .select({
        id: t.id,
        type: t.type,
        amount: sql<string>`${t.amount}::text`,
        description: t.description,
        category: t.category,
        at: t.createdAt,
      })
      .from(t)
      .where(eq(t.type, "income"))
      .orderBy(sql`${t.date} desc nulls last`, desc(t.createdAt))
      .limit(2),
  ]);
  return {
    current: Number(revenue.current),
    previous: Number(revenue.previous),
    count: Number(revenue.count),
    overdue: overdue.map((r) => ({ ...r, amount: Number(r.amount) })),
    recent: recent.map((r) => ({ ...r, amount: Number(r.amount) })),
  };
}

/**
 * Open tasks and milestones past their due day (the agency's today), oldest first, and the newest
 * completions of both, for 'Today's Priorities' and 'Recent Activity' (issue 30 item 6).
 */
export async function workFigures(today: string) {
  const db = getDb();
  const take = candidateLimit(PRIORITY_TAKE.overdueWork);
  // The two tables share these columns; one query shape serves both.
  type WorkTable = typeof projectTasks;
  const overdue = (table: WorkTable, kind: "task" | "milestone") =>
    db
      .select({
        id: table.id,
        title: table.title,
        dueDate: sql<string>`${table.dueDate}`,
        done: table.done,
        projectId: projects.id,
        projectName: projects.name,
      })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.projectId))
      .where(and(eq(table.done, false), lt(table.dueDate, today)))
      .orderBy(asc(table.dueDate))
      .limit(take)
      .then((rows) => rows.map((r) => ({ ...r, kind })));
  const completed = (table: WorkTable, kind: "task" | "milestone") =>
    db
      .select({
        id: table.id,
        title: table.title,
        projectName: projects.name,
        at: sql<Date>`${table.doneAt}`,
      })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.projectId))
      .where(and(eq(table.done, true), isNotNull(table.doneAt)))
      .orderBy(desc(table.doneAt))
      .limit(ACTIVITY_TAKE.completions)
      .then((rows) => rows.map((r) => ({ ...r, kind })));
  const [tasks, milestones, doneTasks, doneMilestones] = await Promise.all([
    overdue(projectTasks, "task"),
    overdue(projectMilestones as unknown as WorkTable, "milestone"),
    completed(projectTasks, "task"),
    completed(projectMilestones as unknown as WorkTable, "milestone"),
  ]);
  return {
    overdue: [...tasks, ...milestones].sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    completions: [...doneTasks, ...doneMilestones].sort(
      (a, b) => new Date(b.at).getTime() - new Date(a.at).getTime(),
    ),
  };
}

/**
 * Deliverables whose newest version waits on the agency, counted (issue 32 item 5): changes
 * requested by the client, and approvals still awaited past their due day (the agency's today,
 * as core/approvals.ts isOverdue). Each with the one that has waited longest.
 */
export async function reviewFigures(today: string): Promise<ReviewWorkCount[]> {
  const v = deliverableVersions;
  const changes = sql`${v.status} = 'changes_requested'`;
  const overdue = sql`${v.status} = 'awaiting' and ${v.dueDate} < ${today}`;
  const [row] = await getDb()
    .select({
      changes: sql<number>`count(*) filter (where ${changes})::int`,
      changesFirst: sql<
        string | null
      >`(array_agg(${v.deliverableId} order by ${v.decidedAt}) filter (where ${changes}))[1]`,
      overdue: sql<number>`count(*) filter (where ${overdue})::int`,
      overdueFirst: sql<
        string | null
      >`(array_agg(${v.deliverableId} order by ${v.dueDate}) filter (where ${overdue}))[1]`,
    })
    .from(v)
    .where(and(inArray(v.status, ["changes_requested", "awaiting"]), isNewestVersion));
  return [
    { kind: "changes_requested", count: Number(row?.changes ?? 0), firstId: row?.changesFirst ?? null },
    { kind: "overdue_approval", count: Number(row?.overdue ?? 0), firstId: row?.overdueFirst ?? null },
  ];
}

/**
 * The confirmed calls of the agency's today, earliest first, and the newest bookings, for 'Today's
 * Priorities' and 'Recent Activity' (issue 31 item 6).
 */
export async function bookingFigures(today: string) {
  const db = getDb();
  const pick = {
    id: bookings.id,
    name: bookings.name,
    email: bookings.email,
    typeName: bookingTypes.name,
    start: bookings.startAt,
    end: bookings.endAt,
    status: bookings.status,
    at: bookings.createdAt,
  };
  const [ofToday, recent] = await Promise.all([
    db
      .select(pick)
      .from(bookings)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.typeId))
      .where(and(eq(bookings.status, "confirmed"), eq(bookings.agencyDay, today)))
      .orderBy(asc(bookings.startAt))
      .limit(candidateLimit(PRIORITY_TAKE.callsToday)),
    db
      .select(pick)
      .from(bookings)
      .innerJoin(bookingTypes, eq(bookingTypes.id, bookings.typeId))
      .orderBy(desc(bookings.createdAt))
      .limit(ACTIVITY_TAKE.bookings),
  ]);
  return { today: ofToday, recent };
}
