import "./zod-jitless.ts";
import { z } from "zod";

/* Deliverable review and approval (issue 32): the states, their labels and the forms' rules,
   shared by the browser (instant messages) and the server (the authority). */

export const REVIEW_STATES = ["draft", "awaiting", "changes_requested", "approved"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  draft: "Draft",
  awaiting: "Awaiting approval",
  changes_requested: "Changes requested",
  approved: "Approved",
};

/** The badge tone of each state (app/components/ui/badge.tsx), defined once (STYLE.md). */
export const REVIEW_STATE_TONES: Record<ReviewState, "neutral" | "warning" | "danger" | "success"> = {
  draft: "neutral",
  awaiting: "warning",
  changes_requested: "danger",
  approved: "success",
};

/** Preview mode refuses every review write with this line. */
export const REVIEW_PREVIEW_REFUSAL = "Reviews and approvals are disabled in preview mode";

export function isReviewState(value: unknown): value is ReviewState {
  return (REVIEW_STATES as readonly unknown[]).includes(value);
}

export type ReviewEventKind = "upload" | "request" | "comment" | "approved" | "changes_requested";

export const EVENT_LABELS: Record<ReviewEventKind, string> = {
  upload: "uploaded",
  request: "asked for approval of",
  comment: "commented on",
  approved: "approved",
  changes_requested: "requested changes to",
};

export const COMMENT_MAX_LENGTH = 5000;
export const CHANGES_MIN_LENGTH = 10;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

export const commentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Please write a comment")
    .max(COMMENT_MAX_LENGTH, `Please keep comments under ${COMMENT_MAX_LENGTH} characters`),
  /** Seconds into a video when the comment was written. */
  videoTime: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
    .pipe(z.number().min(0).max(1e7).optional()),
});

export const approveSchema = z.object({
  note: optionalText(COMMENT_MAX_LENGTH, `Please keep the note under ${COMMENT_MAX_LENGTH} characters`),
});

export const changesSchema = z.object({
  body: z
    .string()
    .trim()
    .min(CHANGES_MIN_LENGTH, `Please describe the changes (at least ${CHANGES_MIN_LENGTH} characters)`)
    .max(COMMENT_MAX_LENGTH, `Please keep comments under ${COMMENT_MAX_LENGTH} characters`),
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const requestApprovalSchema = z.object({
  dueDate: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .regex(isoDate, "Please enter a valid due date")
        .refine((v) => !Number.isNaN(Date.parse(v)), "Please enter a valid due date")
        .optional(),
    ),
  note: optionalText(2000, "Please keep the note under 2000 characters"),
});

/** The messages a refused decision shows. */
export const DECISION_REFUSALS = {
  oldVersion:
    "This is not the latest version: a newer version has been uploaded since. Please review the latest one.",
  notAwaiting: "This version is not awaiting approval.",
  alreadyDecided: "A decision has already been recorded for this version.",
  deleted: "This deliverable no longer exists.",
} as const;

/** "1:05" for 65 seconds: the time on a video comment. */
export function formatVideoTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Overdue: awaiting approval with a due date before today (YYYY-MM-DD, compared as text). */
export function isOverdue(state: ReviewState, dueDate: string | null, today: string): boolean {
  return state === "awaiting" && dueDate !== null && dueDate < today;
}

/** What the review view does with a file: show an image, a PDF, a video inline, or offer a download. */
export function previewKind(
  fileType: string,
  stored: boolean,
): "image" | "pdf" | "video" | "download" | "link" {
  if (!stored) return "link";
  // The types the download route serves inline (server/http/deliverable-download.ts).
  if (/^image\/(png|jpeg)$/.test(fileType)) return "image";
  if (fileType === "application/pdf") return "pdf";
  if (fileType === "video/mp4") return "video";
  return "download";
}
