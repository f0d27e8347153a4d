/** Contact submission statuses (001 sections 3 and 4); an admin may set any of them. */
export const SUBMISSION_STATUSES = ["new", "in_progress", "completed", "archived"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  in_progress: "In Progress",
  completed: "Completed",
  archived: "Archived",
};

/** The list filter offers all, new, in_progress and completed (001 section 2). */
export const SUBMISSION_FILTERS = ["all", "new", "in_progress", "completed"] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

export const SUBMISSION_FILTER_LABELS: Record<SubmissionFilter, string> = {
  all: "All",
  new: "New",
  in_progress: "In Progress",
  completed: "Completed",
};

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return SUBMISSION_STATUSES.includes(value as SubmissionStatus);
}
