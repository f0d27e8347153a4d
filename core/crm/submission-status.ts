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
/** Beside the specification's list, so that archived submissions can be found. */
export const ARCHIVED_FILTER = "archived" as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number] | typeof ARCHIVED_FILTER;

export const SUBMISSION_FILTER_LABELS: Record<SubmissionFilter, string> = {
  all: "All",
  new: "New",
  in_progress: "In Progress",
  completed: "Completed",
  archived: "Archived",
};

export const DELETE_SUBMISSION_QUESTION = "Are you sure you want to delete this submission?";

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return SUBMISSION_STATUSES.includes(value as SubmissionStatus);
}
