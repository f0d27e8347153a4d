import { and, gte, lte, ne, sql } from "drizzle-orm";
import { csvLine } from "../../core/csv.ts";
import { MONTH_LABELS, profitAndLoss, type ReportRow } from "../../core/revenue/report.ts";
import { assertAdmin } from "../admin-access.ts";
import { getDb } from "../db/client.ts";
import { transactions } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

const t = transactions;

function sums(from: string, to: string, cut?: string) {
  // The year-to-date cut compares month-day, so that both years stop at the same day.
  const ytd = cut ? sql`to_char(${t.date}, 'MM-DD') <= ${cut}` : undefined;
  return getDb()
    .select({
      year: sql<number>`extract(year from ${t.date})::int`,
      month: sql<number>`extract(month from ${t.date})::int`,
      type: t.type,
      category: sql<string>`coalesce(${t.category}, 'Uncategorised')`,
      amount: sql<string>`sum(${t.amount})::text`,
    })
    .from(t)
    .where(and(ne(t.status, "cancelled"), gte(t.date, from), lte(t.date, to), ytd))
    .groupBy(sql`1`, sql`2`, t.type, sql`4`);
}

/** Profit and loss of a year by month and category, with year to date against the year before. */
export async function getProfitAndLoss(actor: SessionUser, year: number) {
  assertAdmin(actor);
  const { today, currency } = await getRevenueSettings();
  const from = `${year - 1}-01-01`;
  const to = `${year}-12-31`;
  const [rows, ytdRows] = await Promise.all([sums(from, to), sums(from, to, today.slice(5))]);
  return { currency, today, report: profitAndLoss(year, rows as ReportRow[], ytdRows as ReportRow[]) };
}

/** The report as CSV: one line per category and the totals, a column per month. */
export async function profitAndLossCsv(actor: SessionUser, year: number) {
  const { report } = await getProfitAndLoss(actor, year);
  const header = ["Section", "Category", ...MONTH_LABELS, "Total"];
  const line = (section: string, category: string, months: string[], total: string) =>
    csvLine([section, category, ...months.map(Number), Number(total)]);
  const net = report.netByMonth;
  const text = [
    csvLine(header),
    ...report.income.map((l) => line("Income", l.category, l.months, l.total)),
    line("Income", "Total income", report.incomeByMonth, report.totals.income),
    ...report.expenses.map((l) => line("Expenses", l.category, l.months, l.total)),
    line("Expenses", "Total expenses", report.expensesByMonth, report.totals.expenses),
    line("Net", "Net profit", net, report.totals.net),
  ].join("");
  return { text: `\uFEFF${text}`, fileName: `profit-and-loss_${year}.csv` };
}
