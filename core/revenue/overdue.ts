import { OVERDUE_DAYS } from "../dashboard/lead-rules.ts";
import { addDays } from "./range.ts";

/**
 * Overdue (001 section 5): a pending income transaction older than 30 days, on calendar days of
 * the agency's time zone: dated on or before this day. The SQL of the tracker and the dashboard
 * and the row marks all use it.
 */
export function overdueOnOrBefore(today: string): string {
  return addDays(today, -OVERDUE_DAYS);
}

export function isTransactionOverdue(t: { type: string; status: string; date: string }, today: string) {
  return t.type === "income" && t.status === "pending" && t.date <= overdueOnOrBefore(today);
}
