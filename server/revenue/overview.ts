import { and, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { overdueOnOrBefore } from "../../core/revenue/overdue.ts";
import { type RevenueRange, rangeWindow } from "../../core/revenue/range.ts";
import { summarise } from "../../core/revenue/summary.ts";
import { assertAdmin } from "../admin-access.ts";
import { getDb } from "../db/client.ts";
import { contacts, invoices, transactions } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

const t = transactions;
const money = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;
const counted = ne(t.status, "cancelled");

/** The totals of a window and of the one before it, in one pass over the (date-indexed) rows. */
async function totals(from: string, to: string, previousFrom: string | null) {
  const inWindow = sql`${t.date} >= ${from}`;
  const [row] = await getDb()
    .select({
      income: money(sql`sum(${t.amount}) filter (where ${t.type} = 'income' and ${inWindow})`),
      expenses: money(sql`sum(${t.amount}) filter (where ${t.type} = 'expense' and ${inWindow})`),
      recurring: money(
        sql`sum(${t.amount}) filter (where ${t.type} = 'income' and ${inWindow} and (${t.category} ilike '%recurring%' or ${t.description} ilike '%recurring%'))`,
      ),
      previousIncome: money(
        sql`sum(${t.amount}) filter (where ${t.type} = 'income' and ${t.date} < ${from})`,
      ),
      previousExpenses: money(
        sql`sum(${t.amount}) filter (where ${t.type} = 'expense' and ${t.date} < ${from})`,
      ),
    })
    .from(t)
    .where(and(counted, gte(t.date, previousFrom ?? from), lte(t.date, to)));
  return row;
}

/** Income and expenses per calendar month of the window, for the chart and its table. */
function monthly(from: string, to: string) {
  return getDb()
    .select({
      month: sql<string>`to_char(date_trunc('month', ${t.date}), 'YYYY-MM')`,
      income: money(sql`sum(${t.amount}) filter (where ${t.type} = 'income')`),
      expenses: money(sql`sum(${t.amount}) filter (where ${t.type} = 'expense')`),
    })
    .from(t)
    .where(and(counted, gte(t.date, from), lte(t.date, to)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

function byCategory(from: string, to: string) {
  return getDb()
    .select({
      type: t.type,
      category: sql<string>`coalesce(${t.category}, 'Uncategorised')`,
      amount: money(sql`sum(${t.amount})`),
    })
    .from(t)
    .where(and(counted, gte(t.date, from), lte(t.date, to)))
    .groupBy(t.type, sql`2`)
    .orderBy(t.type, desc(sql`sum(${t.amount})`));
}

/** The ten clients that brought the most income in the window. */
function byClient(from: string, to: string) {
  return getDb()
    .select({
      contactId: t.contactId,
      name: sql<string>`coalesce(${contacts.name}, 'No client')`,
      amount: money(sql`sum(${t.amount})`),
    })
    .from(t)
    .leftJoin(contacts, eq(contacts.id, t.contactId))
    .where(and(counted, eq(t.type, "income"), gte(t.date, from), lte(t.date, to)))
    .groupBy(t.contactId, contacts.name)
    .orderBy(desc(sql`sum(${t.amount})`))
    .limit(10);
}

/** What clients still owe, whatever the range: pending income and open invoice balances. */
async function receivables(today: string) {
  const cutoff = overdueOnOrBefore(today);
  const [[pending], [open]] = await Promise.all([
    getDb()
      .select({
        outstanding: money(sql`sum(${t.amount})`),
        outstandingCount: sql<number>`count(*)::int`,
        overdue: money(sql`sum(${t.amount}) filter (where ${t.date} <= ${cutoff})`),
        overdueCount: sql<number>`(count(*) filter (where ${t.date} <= ${cutoff}))::int`,
      })
      .from(t)
      .where(and(eq(t.type, "income"), eq(t.status, "pending"))),
    getDb()
      .select({
        balance: money(sql`sum(${invoices.total} - ${invoices.amountPaid})`),
        count: sql<number>`count(*)::int`,
        overdue: money(
          sql`sum(${invoices.total} - ${invoices.amountPaid}) filter (where ${invoices.dueDate} < ${today})`,
        ),
        overdueCount: sql<number>`(count(*) filter (where ${invoices.dueDate} < ${today}))::int`,
      })
      .from(invoices)
      .where(inArray(invoices.status, ["sent", "partially_paid"])),
  ]);
  return { transactions: pending, invoices: open };
}

/** The overview tab: summary cards, monthly chart, breakdowns and receivables. */
export async function getRevenueOverview(actor: SessionUser, range: RevenueRange, now = new Date()) {
  assertAdmin(actor);
  const settings = await getRevenueSettings(undefined, now);
  const window = rangeWindow(range, settings.today);
  const [sums, months, categories, clients, owed] = await Promise.all([
    totals(window.from, window.to, window.previousFrom),
    monthly(window.from, window.to),
    byCategory(window.from, window.to),
    byClient(window.from, window.to),
    receivables(settings.today),
  ]);
  return {
    range,
    window,
    currency: settings.currency,
    summary: summarise(sums, window.previousFrom !== null),
    months,
    categories,
    clients,
    receivables: owed,
  };
}

export type RevenueOverview = Awaited<ReturnType<typeof getRevenueOverview>>;
