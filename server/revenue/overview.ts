import { and, desc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { overdueOnOrBefore } from "../../core/revenue/overdue.ts";
import {
  ALL_TIME_FROM,
  addDays,
  type RevenueRange,
  rangeWindow,
  wholeMonths,
} from "../../core/revenue/range.ts";
import { summarise } from "../../core/revenue/summary.ts";
import { assertAdmin } from "../admin-access.ts";
import { getDb } from "../db/client.ts";
import {
  contacts,
  invoices,
  transactionClientSums,
  transactionMonthlySums,
  transactions,
} from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

const t = transactions;
const m = transactionMonthlySums;
const money = (expr: ReturnType<typeof sql>) => sql<string>`coalesce(${expr}, 0)::numeric(14,2)::text`;
const counted = ne(t.status, "cancelled");
/** transaction_client_sums' key for income without a client. */
const NO_CLIENT = "00000000-0000-0000-0000-000000000000";

/**
 * Counted transactions of [from, to] summed per month, type, category and recurring flag
 * (columns month, type, category, recurring, amount, rows): the whole months come from the
 * trigger-kept rollup, the days at either end from the rows, so the sums are exact for any
 * window while 'all' reads a few hundred rollup rows instead of every transaction.
 */
function monthlySums(from: string, to: string) {
  const whole = wholeMonths(from, to);
  const days = whole
    ? sql`((${t.date} >= ${from} and ${t.date} < ${whole.start}) or (${t.date} >= ${whole.end} and ${t.date} <= ${to}))`
    : sql`${t.date} >= ${from} and ${t.date} <= ${to}`;
  const fromRows = sql`select date_trunc('month', ${t.date})::date as month, ${t.type} as type,
      coalesce(${t.category}, 'Uncategorised') as category,
      coalesce(${t.category} ilike '%recurring%' or ${t.description} ilike '%recurring%', false) as recurring,
      sum(${t.amount}) as amount, count(*)::int as rows
    from ${t} where ${counted} and ${days} group by 1, 2, 3, 4`;
  if (!whole) return sql`(${fromRows}) as sums`;
  return sql`(select ${m.month} as month, ${m.type} as type, ${m.category} as category,
      ${m.recurring} as recurring, ${m.amount} as amount, ${m.rows} as rows
    from ${m} where ${m.month} >= ${whole.start} and ${m.month} < ${whole.end}
    union all ${fromRows}) as sums`;
}

/** Income, expenses and recurring income of one window. */
async function windowTotals(from: string, to: string) {
  const [row] = await getDb()
    .select({
      income: money(sql`sum(amount) filter (where type = 'income')`),
      expenses: money(sql`sum(amount) filter (where type = 'expense')`),
      recurring: money(sql`sum(amount) filter (where type = 'income' and recurring)`),
    })
    .from(monthlySums(from, to));
  return row;
}

/** The totals of a window and of the one of equal length before it (none for 'all'). */
async function totals(from: string, to: string, previousFrom: string | null) {
  const [current, previous] = await Promise.all([
    windowTotals(from, to),
    previousFrom ? windowTotals(previousFrom, addDays(from, -1)) : null,
  ]);
  return {
    ...current,
    previousIncome: previous?.income ?? "0.00",
    previousExpenses: previous?.expenses ?? "0.00",
  };
}

/** Income and expenses per calendar month of the window, for the chart and its table. */
function monthly(from: string, to: string) {
  return getDb()
    .select({
      month: sql<string>`to_char(month, 'YYYY-MM')`,
      income: money(sql`sum(amount) filter (where type = 'income')`),
      expenses: money(sql`sum(amount) filter (where type = 'expense')`),
    })
    .from(monthlySums(from, to))
    .groupBy(sql`month`)
    .having(sql`sum(rows) > 0`)
    .orderBy(sql`month`);
}

function byCategory(from: string, to: string) {
  return getDb()
    .select({
      type: sql<"income" | "expense">`type`,
      category: sql<string>`category`,
      amount: money(sql`sum(amount)`),
    })
    .from(monthlySums(from, to))
    .groupBy(sql`type`, sql`category`)
    .having(sql`sum(rows) > 0`)
    .orderBy(sql`type`, desc(sql`sum(amount)`));
}

/** The ten clients that brought the most income in the window. */
function byClient(from: string, to: string) {
  if (from === ALL_TIME_FROM) return topClientsOfAllTime(to);
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

/**
 * All-time top clients from the per-client rollup, less the rare rows outside 'all'
 * (dated after today or before 1970), so the figures equal a direct sum over the window.
 */
async function topClientsOfAllTime(to: string) {
  const c = transactionClientSums;
  // A join, not a union and GROUP BY: the rollup has one row per client already, and hashing
  // all of them again cost more than the rest of the overview.
  const outside = sql`(select coalesce(${t.contactId}, ${NO_CLIENT}::uuid) as key, sum(${t.amount}) as amount, count(*)::int as rows
    from ${t} where ${counted} and ${t.type} = 'income' and (${t.date} > ${to} or ${t.date} < ${ALL_TIME_FROM})
    group by 1) as outside`;
  const top = sql`(select ${c.contactKey} as key, ${c.amount} - coalesce(outside.amount, 0) as amount
    from ${c} left join ${outside} on outside.key = ${c.contactKey}
    where ${c.rows} - coalesce(outside.rows, 0) > 0 order by 2 desc limit 10) as top`;
  return getDb()
    .select({
      contactId: sql<string | null>`nullif(top.key, ${NO_CLIENT}::uuid)`,
      name: sql<string>`coalesce(${contacts.name}, 'No client')`,
      amount: money(sql`top.amount`),
    })
    .from(top)
    .leftJoin(contacts, sql`${contacts.id} = top.key`)
    .orderBy(desc(sql`top.amount`));
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
