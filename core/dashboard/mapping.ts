import type { ContactStatus } from "../crm/contact-status.ts";
import type { SubmissionStatus } from "../crm/submission-status.ts";

export type StatusCounts<S extends string> = Partial<Record<S, number>>;

export type PipelineCounts = { new: number; inProgress: number; completed: number; active: number };

/**
 * The dashboard mapping (001 section 4): 'new' counts status new (submissions and contacts);
 * 'in progress' counts in_progress submissions plus contacted or qualified contacts;
 * 'completed' counts completed submissions plus closed contacts. Active = new + in progress.
 */
export function dashboardMapping(
  submissions: StatusCounts<SubmissionStatus>,
  contacts: StatusCounts<ContactStatus>,
): PipelineCounts {
  const n = (v: number | undefined) => v ?? 0;
  const fresh = n(submissions.new) + n(contacts.new);
  const inProgress = n(submissions.in_progress) + n(contacts.contacted) + n(contacts.qualified);
  const completed = n(submissions.completed) + n(contacts.closed);
  return { new: fresh, inProgress, completed, active: fresh + inProgress };
}
