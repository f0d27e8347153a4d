import "../zod-jitless.ts";
import { z } from "zod";
import { fromSearchParams, pageNumber, recordId, searchTerm } from "../list-query.ts";
import { ARCHIVED_FILTER, SUBMISSION_FILTERS, SUBMISSION_STATUSES } from "./submission-status.ts";

export const SUBMISSIONS_PAGE_SIZE = 20;

export const submissionListQuerySchema = z.object({
  q: searchTerm,
  status: z
    .enum([...SUBMISSION_FILTERS, ARCHIVED_FILTER])
    .catch("all")
    .default("all"),
  page: pageNumber,
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;
export const SUBMISSION_LIST_DEFAULTS: SubmissionListQuery = { q: "", status: "all", page: 1 };

export function parseSubmissionListQuery(params: URLSearchParams): SubmissionListQuery {
  return submissionListQuerySchema.parse(fromSearchParams(params));
}

export const ADMIN_NOTES_MAX = 5000;

export const submissionStatusUpdateSchema = z.object({
  id: recordId,
  status: z.enum(SUBMISSION_STATUSES, "Choose one of: new, in_progress, completed, archived"),
});

export const submissionDeleteSchema = z.object({ id: recordId });

export const submissionNotesSchema = z.object({
  id: recordId,
  adminNotes: z
    .string()
    .max(ADMIN_NOTES_MAX, `Keep admin notes under ${ADMIN_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
});
