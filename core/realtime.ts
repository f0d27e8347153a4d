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

/**
 * What a stream says when it opens: for each live table this user may hear of, how long ago
 * (server clock) its last change was announced, within the server's short memory of changes.
 * Durations rather than times, so that the browser compares them with its own and clocks need
 * not agree.
 */
export type LiveReady = { changedMsAgo: Partial<Record<LiveTable, number>> };

/** How long the server remembers changes for the streams that open after them. */
export const LIVE_REPLAY_WINDOW_MS = 30_000;

/** Covers the server's render before the page's first byte and the change's trip through NOTIFY. */
export const FIRST_READY_MARGIN_MS = 2_000;

/**
 * The tables whose changes a page missed when its stream first opens: those announced after the
 * page's data was read (between the render and the stream's start) were sent to nobody.
 * `pageAgeMs` is how long ago the page's first byte arrived.
 */
export function tablesMissedBeforeStream(ready: LiveReady, pageAgeMs: number): LiveTable[] {
  return (Object.entries(ready.changedMsAgo ?? {}) as [LiveTable, number][])
    .filter(([, ago]) => ago <= pageAgeMs + FIRST_READY_MARGIN_MS)
    .map(([table]) => table);
}
