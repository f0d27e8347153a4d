import { centsToDecimal, parseCents } from "../money.ts";

export type ReportRow = {
  year: number;
  month: number;
  type: "income" | "expense";
  category: string;
  amount: string;
};

export type PnlLine = { category: string; months: string[]; total: string };
export type ProfitAndLoss = {
  year: number;
  income: PnlLine[];
  expenses: PnlLine[];
  incomeByMonth: string[];
  expensesByMonth: string[];
  netByMonth: string[];
  totals: { income: string; expenses: string; net: string };
  /** January to the report's month-and-day of today, this year and the year before. */
  yearToDate: { income: string; expenses: string; net: string };
  previousYearToDate: { income: string; expenses: string; net: string };
  previousYear: { income: string; expenses: string; net: string };
};

const zeroes = () => Array.from({ length: 12 }, () => 0n);

function lines(rows: ReportRow[], year: number, type: ReportRow["type"]): PnlLine[] {
  const byCategory = new Map<string, bigint[]>();
  for (const r of rows) {
    if (r.year !== year || r.type !== type) continue;
    const months = byCategory.get(r.category) ?? zeroes();
    months[r.month - 1] += parseCents(r.amount);
    byCategory.set(r.category, months);
  }
  return [...byCategory.entries()]
    .map(([category, months]) => ({
      category,
      months: months.map(centsToDecimal),
      total: centsToDecimal(months.reduce((a, b) => a + b, 0n)),
    }))
    .sort(
      (a, b) => Number(parseCents(b.total) - parseCents(a.total)) || a.category.localeCompare(b.category),
    );
}

function sumColumns(list: PnlLine[]): bigint[] {
  const out = zeroes();
  for (const line of list)
    line.months.forEach((m, i) => {
      out[i] += parseCents(m);
    });
  return out;
}

const triple = (income: bigint, expenses: bigint) => ({
  income: centsToDecimal(income),
  expenses: centsToDecimal(expenses),
  net: centsToDecimal(income - expenses),
});

/**
 * Profit and loss by month for a year, from rows summed per month, type and category (which the
 * server reads for the year and the year before). `ytdRows` are the same sums cut at today's
 * month and day in both years, so that year-to-date compares like with like.
 */
export function profitAndLoss(year: number, rows: ReportRow[], ytdRows: ReportRow[]): ProfitAndLoss {
  const income = lines(rows, year, "income");
  const expenses = lines(rows, year, "expense");
  const inc = sumColumns(income);
  const exp = sumColumns(expenses);
  const total = (list: bigint[]) => list.reduce((a, b) => a + b, 0n);
  const sumOf = (source: ReportRow[], y: number, type: ReportRow["type"]) =>
    source.filter((r) => r.year === y && r.type === type).reduce((a, r) => a + parseCents(r.amount), 0n);
  return {
    year,
    income,
    expenses,
    incomeByMonth: inc.map(centsToDecimal),
    expensesByMonth: exp.map(centsToDecimal),
    netByMonth: inc.map((v, i) => centsToDecimal(v - exp[i])),
    totals: triple(total(inc), total(exp)),
    yearToDate: triple(sumOf(ytdRows, year, "income"), sumOf(ytdRows, year, "expense")),
    previousYearToDate: triple(sumOf(ytdRows, year - 1, "income"), sumOf(ytdRows, year - 1, "expense")),
    previousYear: triple(sumOf(rows, year - 1, "income"), sumOf(rows, year - 1, "expense")),
  };
}

export const MONTH_LABELS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** The year of a report: from the URL when sensible, else this year. */
export function parseReportYear(value: string | null | undefined, currentYear: number): number {
  const year = Number.parseInt(value ?? "", 10);
  return Number.isInteger(year) && year >= 1970 && year <= currentYear + 1 ? year : currentYear;
}
