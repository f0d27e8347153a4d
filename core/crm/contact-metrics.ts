import { CONTACT_STATUSES, type ContactStatus } from "./contact-status.ts";

/** Per-status totals, as one SQL GROUP BY returns them. */
export type ContactStatusTotals = Partial<Record<ContactStatus, { count: number; value: number }>>;

export type ContactStats = {
  total: number;
  byStatus: Record<ContactStatus, number>;
  pipelineValue: number;
  conversionRate: number;
};

/** Pipeline value: the sum of the value of contacts that are neither closed nor lost (001 section 4). */
export function pipelineValue(totals: ContactStatusTotals): number {
  let sum = 0;
  for (const status of CONTACT_STATUSES) {
    if (status === "closed" || status === "lost") continue;
    sum += totals[status]?.value ?? 0;
  }
  return roundMoney(sum);
}

/** Closed contacts divided by all contacts, as a rounded percent (001 section 9). */
export function conversionRate(closed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((closed / total) * 100);
}

export function contactStats(totals: ContactStatusTotals): ContactStats {
  const byStatus = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, totals[s]?.count ?? 0])) as Record<
    ContactStatus,
    number
  >;
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    total,
    byStatus,
    pipelineValue: pipelineValue(totals),
    conversionRate: conversionRate(byStatus.closed, total),
  };
}

/** Money arrives from SQL `numeric` as text; sums are kept to cents. */
export function roundMoney(n: number): number {
  return Math.round(n * 100) / 100;
}
