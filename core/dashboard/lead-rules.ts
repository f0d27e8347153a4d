/** High-value means 10000 (001 section 9). */
export const HIGH_VALUE_AMOUNT = 10000;
export const HIGH_VALUE_SERVICE = "media-production";
/** Overdue means older than 30 days (001 section 9). */
export const OVERDUE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Media Production' and 'media-production' name the same service. */
export function serviceKey(service: string | null | undefined): string {
  return (service ?? "").trim().toLowerCase().replace(/\s+/g, "-");
}

export type LeadLike = {
  status: string;
  service?: string | null;
  budgetRange?: string | null;
  value?: number | null;
};

/**
 * A high-value lead (001 section 5): a new item whose service is media-production, or whose
 * budget range contains 10000, or whose value is 10000 or more.
 */
export function isHighValue(lead: LeadLike): boolean {
  if (lead.status !== "new") return false;
  if (serviceKey(lead.service) === HIGH_VALUE_SERVICE) return true;
  if ((lead.budgetRange ?? "").includes(String(HIGH_VALUE_AMOUNT))) return true;
  return lead.value != null && lead.value >= HIGH_VALUE_AMOUNT;
}

export type TransactionLike = { type: string; status: string; date: Date | string };

/** The date before which a pending income transaction is overdue. */
export function overdueCutoff(now: Date): Date {
  return new Date(now.getTime() - OVERDUE_DAYS * DAY_MS);
}

/** Overdue (001 section 5): a pending income transaction older than 30 days. */
export function isOverdue(transaction: TransactionLike, now: Date): boolean {
  if (transaction.type !== "income" || transaction.status !== "pending") return false;
  return new Date(transaction.date).getTime() < overdueCutoff(now).getTime();
}
