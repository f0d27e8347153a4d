import { growthRate } from "../dashboard/growth.ts";
import { centsToDecimal, parseCents } from "../money.ts";

/** A margin above 20 % is green (001 section 9). */
export const GOOD_MARGIN = 20;

export type RevenueTotals = {
  /** Income, not cancelled, in the window (numeric strings from SQL). */
  income: string;
  expenses: string;
  recurring: string;
  previousIncome: string;
  previousExpenses: string;
};

export type RevenueSummary = {
  revenue: string;
  expenses: string;
  profit: string;
  /** Percent with one decimal; 0 when there is no revenue. */
  margin: number;
  marginGood: boolean;
  recurring: string;
  /** Null when the range has no previous period ('all'). */
  revenueGrowth: number | null;
  expenseGrowth: number | null;
};

/** Percent with one decimal of part / whole, exact on cents. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole === 0n) return 0;
  const tenths = (part * 1000n) / whole;
  return Number(tenths) / 10;
}

/**
 * The revenue figures of the tracker, the dashboard and the portal: profit is revenue minus
 * expenses, margin is profit divided by revenue (001 section 9), growth is against the
 * previous window of the same length (computed, not the original's 15.3 and 8.2).
 */
export function summarise(t: RevenueTotals, hasPrevious: boolean): RevenueSummary {
  const revenue = parseCents(t.income);
  const expenses = parseCents(t.expenses);
  const profit = revenue - expenses;
  const margin = percentOf(profit, revenue);
  const growth = (current: string, previous: string) =>
    hasPrevious ? growthRate(Number(parseCents(current)), Number(parseCents(previous))) : null;
  return {
    revenue: t.income,
    expenses: t.expenses,
    profit: centsToDecimal(profit),
    margin,
    // Compared on cents, not on the rounded percent: 20.001 % is above 20 %.
    marginGood: revenue > 0n && profit * 100n > revenue * BigInt(GOOD_MARGIN),
    recurring: t.recurring,
    revenueGrowth: growth(t.income, t.previousIncome),
    expenseGrowth: growth(t.expenses, t.previousExpenses),
  };
}
