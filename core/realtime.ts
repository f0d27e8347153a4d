/** The realtime connection's constants (000 section 9). */
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_STEPS_MS = [1000, 2000, 5000, 10_000] as const;
/** How many events may wait for one slow subscriber before its stream is dropped (it reconnects). */
export const REALTIME_PUSH_BUFFER = 100;

/** The wait before reconnect attempt n (0-based): 1000, 2000, 5000, then 10000 ms for every later one. */
export function reconnectDelay(attempt: number): number {
  const steps = REALTIME_RECONNECT_STEPS_MS;
  return steps[Math.min(Math.max(attempt, 0), steps.length - 1)];
}

/** The tables whose changes are announced on the live channel. */
export type LiveTable =
  | "client_messages"
  | "projects"
  | "project_deliverables"
  | "project_tasks"
  | "project_milestones"
  | "deliverable_versions"
  | "deliverable_events"
  | "transactions"
  | "invoices"
  | "contacts"
  | "contact_submissions"
  | "subscribers"
  | "page_views"
  | "blog_posts"
  | "email_campaigns"
  | "email_templates"
  | "app_settings"
  | "admin_invitations"
  | "bookings";

/** What a browser receives for one change: which table, and what happened. */
export type LiveEvent = { table: LiveTable; op: "INSERT" | "UPDATE" | "DELETE"; id?: string };
