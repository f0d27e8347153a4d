import type { LiveTable } from "../realtime.ts";
import type { StatusTone } from "../status-tones.ts";

/**
 * Everything dated that the admin calendar, its agenda and the iCalendar feed show is gathered
 * into this one shape (server/calendar/ gathers, one source per kind). A booking, a task or an
 * invoice due date is a CalendarItem; screens and the feed never read the domain tables themselves.
 */
export const CALENDAR_KINDS = [
  "project-start",
  "project-end",
  "milestone",
  "task",
  "follow-up",
  "campaign",
  "invoice-due",
  "booking",
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/**
 * The tables whose changes move something on the calendar (the agency's time zone among them): the
 * screen reloads on them and the feed's cached text is dropped.
 */
export const CALENDAR_LIVE_TABLES: readonly LiveTable[] = [
  "projects",
  "project_tasks",
  "project_milestones",
  "contacts",
  "email_campaigns",
  "invoices",
  "bookings",
  "app_settings",
];

/** Label and colour of each kind, defined once: legend, filters, chips and the feed's categories. */
export const CALENDAR_KIND_STYLES: Record<CalendarKind, { label: string; tone: StatusTone }> = {
  "project-start": { label: "Project start", tone: "brand" },
  "project-end": { label: "Project end", tone: "purple" },
  milestone: { label: "Milestone", tone: "success" },
  task: { label: "Task", tone: "info" },
  "follow-up": { label: "Follow-up", tone: "orange" },
  campaign: { label: "Campaign", tone: "warning" },
  "invoice-due": { label: "Invoice due", tone: "danger" },
  booking: { label: "Booking", tone: "neutral" },
};

export type CalendarItem = {
  /** Stable across reads: `${kind}:${record id}` (the feed's UID is made from it). */
  id: string;
  kind: CalendarKind;
  title: string;
  /**
   * An all-day item carries the agency's day (YYYY-MM-DD, in its time zone); a timed item an
   * ISO instant with offset (a booking's start, a campaign's scheduled minute).
   */
  allDay: boolean;
  start: string;
  /** A timed item's end instant; absent for an all-day item of one day. */
  end?: string;
  /** Where the item is edited or read in the back office (a path on this site). */
  href: string;
  /** Past its date and not done (an open task, an unpaid invoice): shown as 'overdue'. */
  overdue: boolean;
  /** Done items (a completed task, a sent campaign) stay on their day, shown as done. */
  done: boolean;
  /** A second line: the client, the project, the contact's company. */
  detail?: string;
  /** When the record last changed: the feed's LAST-MODIFIED, so calendar apps update. */
  updatedAt: string;
};
