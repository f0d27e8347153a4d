import { POST_STATUS_LABELS, POST_STATUSES } from "./blog/post-schema.ts";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from "./crm/contact-status.ts";
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES } from "./crm/submission-status.ts";
import { formatProjectStatus, PROJECT_STATUSES } from "./projects.ts";

/** The semantic badge tones (the kit's Badge maps them to colours for both themes). */
export type StatusTone =
  | "neutral"
  | "brand"
  | "success"
  | "warning"
  | "danger"
  | "info"
  | "purple"
  | "orange";

type Entry = { label: string; tone: StatusTone };

function table<S extends string>(
  statuses: readonly S[],
  label: (status: S) => string,
  tones: Record<S, StatusTone>,
): Record<S, Entry> {
  return Object.fromEntries(statuses.map((s) => [s, { label: label(s), tone: tones[s] }])) as Record<
    S,
    Entry
  >;
}

const titleCase = (status: string) =>
  status.replaceAll(/[-_]/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "failed", "paused"] as const;
export const INVOICE_STATUSES = ["draft", "sent", "partially-paid", "paid", "overdue", "void"] as const;
export const TRANSACTION_STATUSES = ["completed", "pending", "overdue"] as const;
// The data has only is_confirmed (unsubscribing deletes the row), and the list filters by these two.
export const SUBSCRIBER_STATUSES = ["confirmed", "unconfirmed", "unsubscribed", "bounced"] as const;

/** The label and tone of every status of every entity, defined once (StatusBadge reads it). */
export const STATUS_TONES = {
  contact: table(CONTACT_STATUSES, (s) => CONTACT_STATUS_LABELS[s], {
    new: "info",
    contacted: "purple",
    qualified: "warning",
    proposal: "orange",
    negotiation: "brand",
    closed: "success",
    lost: "neutral",
  }),
  submission: table(SUBMISSION_STATUSES, (s) => SUBMISSION_STATUS_LABELS[s], {
    new: "info",
    in_progress: "warning",
    completed: "success",
    archived: "neutral",
  }),
  subscriber: table(SUBSCRIBER_STATUSES, titleCase, {
    confirmed: "success",
    unconfirmed: "warning",
    unsubscribed: "neutral",
    bounced: "danger",
  }),
  post: table(POST_STATUSES, (s) => POST_STATUS_LABELS[s], {
    draft: "warning",
    published: "success",
    archived: "neutral",
  }),
  // 001 section 4: the admin list shows completed green, in progress blue, the others yellow.
  project: table(PROJECT_STATUSES, formatProjectStatus, {
    planning: "warning",
    in_progress: "info",
    review: "warning",
    completed: "success",
    on_hold: "warning",
  }),
  campaign: table(CAMPAIGN_STATUSES, titleCase, {
    draft: "neutral",
    scheduled: "info",
    sending: "purple",
    sent: "success",
    failed: "danger",
    paused: "warning",
  }),
  invoice: table(INVOICE_STATUSES, titleCase, {
    draft: "neutral",
    sent: "info",
    "partially-paid": "warning",
    paid: "success",
    overdue: "danger",
    void: "neutral",
  }),
  transaction: table(TRANSACTION_STATUSES, titleCase, {
    completed: "success",
    pending: "warning",
    overdue: "danger",
  }),
} as const;

export type StatusEntity = keyof typeof STATUS_TONES;

/** An unknown status still renders: its own text, neutral tone (data may be ahead of the code). */
export function statusTone(entity: StatusEntity, status: string): Entry {
  const entries: Record<string, Entry> = STATUS_TONES[entity];
  return entries[status] ?? { label: titleCase(status), tone: "neutral" };
}
