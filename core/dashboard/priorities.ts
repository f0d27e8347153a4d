import { formatTimeInZone } from "../booking/zoned.ts";
import { budgetLabel, serviceLabel } from "../contact-form.ts";
import { countOf } from "../plural.ts";
import { isOverdue as isWorkOverdue } from "../projects/work.ts";
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
  /** After the five the specification names (issue 31 item 6): booked calls of the agency's today. */
  callsToday: 2,
  /** After the five the specification names (issue 30 item 6): open tasks and milestones past due. */
  overdueWork: 2,
  /** Then the deliverables that wait on the agency (issue 32 item 5): one counted line per kind. */
  reviewWork: 2,
} as const;
export const PRIORITY_LIMIT = 6;

export type SubmissionCandidate = {
  id: string;
  name: string;
  email: string;
  status: string;
  service: string | null;
  budgetRange: string | null;
  message: string | null;
  at: Date | string;
};
export type ContactCandidate = {
  id: string;
  name: string;
  email: string;
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
  contactEmail: string | null;
  type: string;
  status: string;
  date: Date | string;
};

export type PriorityKind =
  | "high-value-submission"
  | "high-value-contact"
  | "overdue-payment"
  | "new-submission"
  | "new-contact"
  | "call-today"
  | "overdue-task"
  | "overdue-milestone"
  | "changes-requested"
  | "overdue-approval";

export type PriorityItem = {
  id: string;
  kind: PriorityKind;
  title: string;
  description: string;
  urgent: boolean;
  href: string;
  /** Who the item is about (a lower-case e-mail), or null: one person takes one slot. */
  person: string | null;
};

/** One source of the list: its items in order (rules applied) and how many of them it may take. */
export type PrioritySource = { take: number; items: PriorityItem[] };

/** The key that says two items are about the same person. */
export function personKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

/**
 * The composition of 'Today's Priorities': each source in order takes up to its share, at most
 * `limit` in all. One person, one slot: an item about someone already listed (a contact-form lead
 * is both a submission and its CRM contact) is passed over, and the next item of the same source
 * takes its place. Every source, present or added later, falls under this rule.
 */
export function composePriorities(sources: PrioritySource[], limit = PRIORITY_LIMIT): PriorityItem[] {
  const ids = new Set<string>();
  const people = new Set<string>();
  const out: PriorityItem[] = [];
  for (const source of sources) {
    let taken = 0;
    for (const item of source.items) {
      if (taken >= source.take || out.length >= limit) break;
      if (ids.has(item.id) || (item.person && people.has(item.person))) continue;
      ids.add(item.id);
      if (item.person) people.add(item.person);
      out.push(item);
      taken++;
    }
  }
  return out;
}

/** How many candidates a source's query should read: its share, plus one for each slot that may go to someone already listed. */
export const candidateLimit = (take: number) => take + PRIORITY_LIMIT;

/** An open task or milestone whose due day (the agency's) has passed; oldest due first. */
export type OverdueWorkCandidate = {
  id: string;
  kind: "task" | "milestone";
  title: string;
  dueDate: string;
  done: boolean;
  projectId: string;
  projectName: string;
};

/** A confirmed booking whose start falls on the agency's today (the server picks the day). */
export type CallCandidate = {
  id: string;
  name: string;
  email: string;
  typeName: string;
  start: Date | string;
  end: Date | string;
  /** The agency's time zone, in which the time is shown. */
  timeZone: string;
};

/**
 * Deliverables whose newest version waits on the agency (issue 32 item 5), counted: the client
 * requested changes, or an approval is still pending past its due day. `firstId` is the one that
 * has waited longest, so that a single one links straight to its review.
 */
export type ReviewWorkCount = {
  kind: "changes_requested" | "overdue_approval";
  count: number;
  firstId: string | null;
};

export type PriorityCandidates = {
  highValueSubmissions: SubmissionCandidate[];
  highValueContacts: ContactCandidate[];
  overduePayments: PaymentCandidate[];
  newSubmissions: SubmissionCandidate[];
  newContacts: ContactCandidate[];
  callsToday?: CallCandidate[];
  overdueWork?: OverdueWorkCandidate[];
  reviewWork?: ReviewWorkCount[];
};

/**
 * Picks today's priorities from candidate lists (each newest first; the server may pass more than
 * it needs). The rules are applied here again; composePriorities lists each item and each person
 * once.
 */
export function selectPriorities(
  candidates: PriorityCandidates,
  now: Date,
  currency = "USD",
  today = now.toISOString().slice(0, 10),
): PriorityItem[] {
  const calls = (candidates.callsToday ?? []).filter((c) => new Date(c.end) > now).map(callItem);
  // Someone who booked is usually also a new lead, listed earlier under one person, one slot; the
  // lead item would then hide the call. Their call takes the new-lead item's place instead: it is
  // the same person, and the more pressing thing to know about them today. A high-value lead keeps
  // its urgent item.
  const callOf = new Map(calls.map((c) => [c.person, c]));
  const orCall = (item: PriorityItem) => (item.person && callOf.get(item.person)) || item;
  return composePriorities([
    {
      take: PRIORITY_TAKE.highValueSubmissions,
      items: candidates.highValueSubmissions
        .filter((s) => isHighValue({ status: s.status, service: s.service, budgetRange: s.budgetRange }))
        .map((s) => submissionItem(s, "high-value-submission")),
    },
    {
      take: PRIORITY_TAKE.highValueContacts,
      items: candidates.highValueContacts
        .filter((c) => isHighValue({ status: c.status, service: c.service, value: c.value }))
        .map((c) => contactItem(c, "high-value-contact", currency)),
    },
    {
      take: PRIORITY_TAKE.overduePayments,
      items: candidates.overduePayments.filter((t) => isOverdue(t, now)).map((t) => paymentItem(t, currency)),
    },
    {
      take: PRIORITY_TAKE.newSubmissions,
      items: candidates.newSubmissions
        .filter((s) => s.status === "new")
        .map((s) => orCall(submissionItem(s, "new-submission"))),
    },
    {
      take: PRIORITY_TAKE.newContacts,
      items: candidates.newContacts
        .filter((c) => c.status === "new")
        .map((c) => orCall(contactItem(c, "new-contact", currency))),
    },
    { take: PRIORITY_TAKE.callsToday, items: calls },
    {
      take: PRIORITY_TAKE.overdueWork,
      items: (candidates.overdueWork ?? [])
        .filter((w) => isWorkOverdue(w.dueDate, w.done, today))
        .map(workItem),
    },
    {
      take: PRIORITY_TAKE.reviewWork,
      items: (candidates.reviewWork ?? []).filter((r) => r.count > 0).map(reviewItem),
    },
  ]);
}

function submissionItem(s: SubmissionCandidate, kind: PriorityKind): PriorityItem {
  const urgent = kind === "high-value-submission";
  const detail = [serviceLabel(s.service), budgetLabel(s.budgetRange)].filter(Boolean).join(" · ");
  return {
    id: `submission-${s.id}`,
    kind,
    title: urgent ? `High-value lead: ${s.name}` : `New submission: ${s.name}`,
    description: truncate(s.message || detail || "Contact form submission", DESCRIPTION_LIMIT),
    urgent,
    href: "/admin/submissions?status=new",
    person: personKey(s.email),
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
    person: personKey(c.email),
  };
}

function callItem(c: CallCandidate): PriorityItem {
  return {
    id: `booking-${c.id}`,
    kind: "call-today",
    title: truncate(`Call at ${formatTimeInZone(c.start, c.timeZone)}: ${c.name}`, DESCRIPTION_LIMIT),
    description: truncate(`${c.typeName} · ${c.email}`, DESCRIPTION_LIMIT),
    urgent: false,
    href: "/admin/bookings",
    person: personKey(c.email),
  };
}

function workItem(w: OverdueWorkCandidate): PriorityItem {
  const what = w.kind === "task" ? "task" : "milestone";
  return {
    id: `${w.kind}-${w.id}`,
    kind: w.kind === "task" ? "overdue-task" : "overdue-milestone",
    title: truncate(`Overdue ${what}: ${w.title}`, DESCRIPTION_LIMIT),
    description: truncate(`${w.projectName} · due ${w.dueDate}`, DESCRIPTION_LIMIT),
    urgent: false,
    href: `/admin/projects/${w.projectId}`,
    person: null,
  };
}

const REVIEW_LINES = {
  changes_requested: {
    kind: "changes-requested",
    title: "Changes requested",
    description: "The client asked for changes: upload a new version",
    state: "changes_requested",
  },
  overdue_approval: {
    kind: "overdue-approval",
    title: "Approvals overdue",
    description: "Awaiting the client's approval past the due date",
    state: "awaiting",
  },
} as const;

function reviewItem(r: ReviewWorkCount): PriorityItem {
  const line = REVIEW_LINES[r.kind];
  // One deliverable opens its review; several open the deliverables tab filtered to the state.
  const href =
    r.count === 1 && r.firstId
      ? `/admin/client-portal/deliverables/${r.firstId}`
      : `/admin/client-portal?tab=deliverables&state=${line.state}`;
  return {
    id: `review-${r.kind}`,
    kind: line.kind,
    title: `${line.title}: ${countOf(r.count, "deliverable")}`,
    description: line.description,
    urgent: false,
    href,
    person: null,
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
    person: personKey(t.contactEmail),
  };
}

/** The urgent count shown beside the heading: high-value leads and overdue payments. */
export function urgentCount(items: PriorityItem[]): number {
  return items.filter((i) => i.urgent).length;
}
