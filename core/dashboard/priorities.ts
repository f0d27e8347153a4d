import { transactionHref } from "../revenue/list-query.ts";
import { truncate } from "../text.ts";
import { isHighValue, isOverdue } from "./lead-rules.ts";
import { formatMoney } from "./revenue.ts";

/** Message descriptions are cut at 80 characters (001 section 9). */
export const DESCRIPTION_LIMIT = 80;

/** The selection rule of 'Today's Priorities' (001 section 9), in this order, at most 6 in all. */
export const PRIORITY_TAKE = {
  highValueSubmissions: 1,
  highValueContacts: 1,
  overduePayments: 2,
  newSubmissions: 3,
  newContacts: 2,
} as const;
export const PRIORITY_LIMIT = 6;

export type SubmissionCandidate = {
  id: string;
  name: string;
  status: string;
  service: string | null;
  budgetRange: string | null;
  message: string | null;
  at: Date | string;
};
export type ContactCandidate = {
  id: string;
  name: string;
  company: string | null;
  status: string;
  service: string | null;
  value: number | null;
  at: Date | string;
};
export type PaymentCandidate = {
  id: string;
  amount: number;
  description: string | null;
  contactName: string | null;
  type: string;
  status: string;
  date: Date | string;
};

export type PriorityKind =
  | "high-value-submission"
  | "high-value-contact"
  | "overdue-payment"
  | "new-submission"
  | "new-contact";

export type PriorityItem = {
  id: string;
  kind: PriorityKind;
  title: string;
  description: string;
  urgent: boolean;
  href: string;
};

export type PriorityCandidates = {
  highValueSubmissions: SubmissionCandidate[];
  highValueContacts: ContactCandidate[];
  overduePayments: PaymentCandidate[];
  newSubmissions: SubmissionCandidate[];
  newContacts: ContactCandidate[];
};

/**
 * Picks today's priorities from candidate lists (each newest first; the server may pass more than
 * it needs). The rules are applied here again, and an item already picked as high-value is not
 * listed a second time as new.
 */
export function selectPriorities(
  candidates: PriorityCandidates,
  now: Date,
  currency = "USD",
): PriorityItem[] {
  const picked = new Set<string>();
  const take = <T extends { id: string }>(list: T[], n: number, keep: (t: T) => boolean, key: string) => {
    const out = list.filter((t) => keep(t) && !picked.has(`${key}:${t.id}`)).slice(0, n);
    for (const t of out) picked.add(`${key}:${t.id}`);
    return out;
  };
  const subHv = take(
    candidates.highValueSubmissions,
    PRIORITY_TAKE.highValueSubmissions,
    (s) => isHighValue({ status: s.status, service: s.service, budgetRange: s.budgetRange }),
    "s",
  );
  const conHv = take(
    candidates.highValueContacts,
    PRIORITY_TAKE.highValueContacts,
    (c) => isHighValue({ status: c.status, service: c.service, value: c.value }),
    "c",
  );
  const overdue = take(
    candidates.overduePayments,
    PRIORITY_TAKE.overduePayments,
    (t) => isOverdue(t, now),
    "t",
  );
  const newSubs = take(
    candidates.newSubmissions,
    PRIORITY_TAKE.newSubmissions,
    (s) => s.status === "new",
    "s",
  );
  const newCons = take(candidates.newContacts, PRIORITY_TAKE.newContacts, (c) => c.status === "new", "c");

  const items: PriorityItem[] = [
    ...subHv.map((s) => submissionItem(s, "high-value-submission")),
    ...conHv.map((c) => contactItem(c, "high-value-contact", currency)),
    ...overdue.map((t) => paymentItem(t, currency)),
    ...newSubs.map((s) => submissionItem(s, "new-submission")),
    ...newCons.map((c) => contactItem(c, "new-contact", currency)),
  ];
  return items.slice(0, PRIORITY_LIMIT);
}

function submissionItem(s: SubmissionCandidate, kind: PriorityKind): PriorityItem {
  const urgent = kind === "high-value-submission";
  const detail = [s.service, s.budgetRange].filter(Boolean).join(" · ");
  return {
    id: `submission-${s.id}`,
    kind,
    title: urgent ? `High-value lead: ${s.name}` : `New submission: ${s.name}`,
    description: truncate(s.message || detail || "Contact form submission", DESCRIPTION_LIMIT),
    urgent,
    href: "/admin/submissions?status=new",
  };
}

function contactItem(c: ContactCandidate, kind: PriorityKind, currency: string): PriorityItem {
  const urgent = kind === "high-value-contact";
  const detail = [c.company, c.service, c.value != null ? formatMoney(c.value, currency) : null].filter(
    Boolean,
  );
  return {
    id: `contact-${c.id}`,
    kind,
    title: urgent ? `High-value lead: ${c.name}` : `New contact: ${c.name}`,
    description: truncate(detail.join(" · ") || "New lead to follow up", DESCRIPTION_LIMIT),
    urgent,
    href: "/admin/contacts?status=new",
  };
}

function paymentItem(t: PaymentCandidate, currency: string): PriorityItem {
  const who = t.contactName ? ` from ${t.contactName}` : "";
  return {
    id: `transaction-${t.id}`,
    kind: "overdue-payment",
    title: `Overdue payment: ${formatMoney(t.amount, currency)}${who}`,
    description: truncate(t.description || "Pending income older than 30 days", DESCRIPTION_LIMIT),
    urgent: true,
    href: transactionHref(t.id),
  };
}

/** The urgent count shown beside the heading: high-value leads and overdue payments. */
export function urgentCount(items: PriorityItem[]): number {
  return items.filter((i) => i.urgent).length;
}
