import { formatInZone } from "../booking/zoned.ts";
import { serviceLabel } from "../contact-form.ts";
import { relativeTime } from "../relative-time.ts";
import { truncate } from "../text.ts";
import { DESCRIPTION_LIMIT } from "./priorities.ts";
import { formatMoney } from "./revenue.ts";

/** The activity feed takes up to 3 subscribers, 2 submissions, 2 contacts and 2 transactions, and shows 5. */
export const ACTIVITY_TAKE = {
  subscribers: 3,
  submissions: 2,
  contacts: 2,
  transactions: 2,
  /** Task and milestone completions (issue 30 item 6), newest first, both kinds together. */
  completions: 3,
  /** Calls booked on /book (issue 31 item 6), newest first. */
  bookings: 2,
} as const;
export const ACTIVITY_LIMIT = 5;

export type ActivitySources = {
  subscribers: { id: string; email: string; source: string; at: Date | string }[];
  submissions: {
    id: string;
    name: string;
    message: string | null;
    service: string | null;
    at: Date | string;
  }[];
  contacts: { id: string; name: string; company: string | null; source: string; at: Date | string }[];
  transactions: {
    id: string;
    type: string;
    amount: number;
    description: string | null;
    category: string | null;
    at: Date | string;
  }[];
  /** Completed tasks and milestones, newest first. */
  completions?: {
    id: string;
    kind: "task" | "milestone";
    title: string;
    projectName: string;
    at: Date | string;
  }[];
  /** Bookings, newest first; `at` is when the visitor booked, `start` the meeting. */
  bookings?: {
    id: string;
    name: string;
    typeName: string;
    start: Date | string;
    status: string;
    /** The agency's time zone, in which the meeting time is shown. */
    timeZone: string;
    at: Date | string;
  }[];
};

export type ActivityKind =
  | "subscriber"
  | "submission"
  | "contact"
  | "transaction"
  | "task"
  | "milestone"
  | "booking";
export type ActivityItem = {
  id: string;
  kind: ActivityKind;
  title: string;
  description: string;
  at: string;
  when: string;
};

export function recentActivity(sources: ActivitySources, now: Date, currency = "USD"): ActivityItem[] {
  const item = (id: string, kind: ActivityKind, title: string, text: string, at: Date | string) => ({
    id: `${kind}-${id}`,
    kind,
    title,
    description: truncate(text, DESCRIPTION_LIMIT),
    at: new Date(at).toISOString(),
    when: relativeTime(at, now),
  });
  const all: ActivityItem[] = [
    ...sources.subscribers
      .slice(0, ACTIVITY_TAKE.subscribers)
      .map((s) => item(s.id, "subscriber", "New newsletter subscriber", `${s.email} via ${s.source}`, s.at)),
    ...sources.submissions
      .slice(0, ACTIVITY_TAKE.submissions)
      .map((s) =>
        item(
          s.id,
          "submission",
          `Contact form: ${s.name}`,
          s.message || serviceLabel(s.service) || "New submission",
          s.at,
        ),
      ),
    ...sources.contacts
      .slice(0, ACTIVITY_TAKE.contacts)
      .map((c) =>
        item(
          c.id,
          "contact",
          `New contact: ${c.name}`,
          [c.company, c.source].filter(Boolean).join(" · "),
          c.at,
        ),
      ),
    ...sources.transactions.slice(0, ACTIVITY_TAKE.transactions).map((t) => {
      const title = t.type === "income" ? "Income recorded" : "Expense recorded";
      const text = [formatMoney(t.amount, currency), t.description || t.category].filter(Boolean).join(" · ");
      return item(t.id, "transaction", title, text, t.at);
    }),
    ...(sources.completions ?? [])
      .slice(0, ACTIVITY_TAKE.completions)
      .map((c) =>
        item(
          c.id,
          c.kind,
          c.kind === "task" ? `Task completed: ${c.title}` : `Milestone reached: ${c.title}`,
          c.projectName,
          c.at,
        ),
      ),
    ...(sources.bookings ?? []).slice(0, ACTIVITY_TAKE.bookings).map((b) => {
      const when = formatInZone(b.start, b.timeZone);
      const state = b.status === "confirmed" ? "" : ` · ${b.status === "no_show" ? "no-show" : b.status}`;
      return item(b.id, "booking", `Call booked: ${b.name}`, `${b.typeName} · ${when}${state}`, b.at);
    }),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_LIMIT);
}
