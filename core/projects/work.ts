import "../zod-jitless.ts";
import { z } from "zod";
import { isCalendarDay } from "../calendar-day.ts";
import { PROJECT_STATUSES, PROJECT_YEAR_MAX, PROJECT_YEAR_MIN, type ProjectStatus } from "../projects.ts";

/* Tasks and milestones of a project (issue 30): the agency's own work and the steps its client follows. */

export const WORK_TITLE_MAX = 200;
export const WORK_DESCRIPTION_MAX = 5000;
export const TITLE_REQUIRED_MESSAGE = "Please enter a title";
export const TITLE_TOO_LONG_MESSAGE = `Please keep the title under ${WORK_TITLE_MAX} characters`;
export const INVALID_DATE_MESSAGE = "Please enter a real date (YYYY-MM-DD), e.g. 2026-03-01";
export const DUE_BEFORE_START_NOTICE = "Note: the due date is before the project's start date";
export const PREVIEW_WORK_MESSAGE = "Project changes are disabled in preview mode";

const title = z
  .string(TITLE_REQUIRED_MESSAGE)
  .trim()
  .min(1, TITLE_REQUIRED_MESSAGE)
  .max(WORK_TITLE_MAX, TITLE_TOO_LONG_MESSAGE);

/** A day as a date input sends it; empty means none. 2026-02-30 and year 9999 are refused. */
const dueDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .pipe(
    z
      .string()
      .refine(isCalendarDay, INVALID_DATE_MESSAGE)
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        return year >= PROJECT_YEAR_MIN && year <= PROJECT_YEAR_MAX;
      }, `Please enter a date between ${PROJECT_YEAR_MIN} and ${PROJECT_YEAR_MAX}`)
      .nullable(),
  );

export const taskFormSchema = z.object({
  title,
  description: z
    .string()
    .trim()
    .max(WORK_DESCRIPTION_MAX, `Please keep the description under ${WORK_DESCRIPTION_MAX} characters`)
    .optional()
    .transform((v) => v || null),
  assigneeId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  dueDate,
});
export type TaskForm = z.infer<typeof taskFormSchema>;

export const milestoneFormSchema = z.object({ title, dueDate });
export type MilestoneForm = z.infer<typeof milestoneFormSchema>;

/** The message for a status that is not one of 001 section 3's five. */
export function unknownStatusMessage(status: string): string {
  const shown = status.length > 40 ? `${status.slice(0, 40)}…` : status;
  return `Unknown project status "${shown}": choose Planning, In Progress, Review, Completed or On Hold`;
}

export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === "string" && (PROJECT_STATUSES as readonly string[]).includes(value);
}

/**
 * Overdue: a due day before the agency's today (its time zone, YYYY-MM-DD) and not done. The due
 * day itself is not overdue: the work may still be delivered that day.
 */
export function isOverdue(dueDate: string | null | undefined, done: boolean, today: string): boolean {
  return Boolean(dueDate) && !done && (dueDate as string) < today;
}

/** A project is overdue when its end date has passed and it is not completed. */
export function isProjectOverdue(endDate: string | null | undefined, status: string, today: string): boolean {
  return isOverdue(endDate, status === "completed", today);
}

/** Done milestones over all, as a whole percentage; null when the project has no milestones. */
export function milestoneProgress(milestones: readonly { done: boolean }[]): {
  done: number;
  total: number;
  percent: number | null;
} {
  const total = milestones.length;
  const done = milestones.filter((m) => m.done).length;
  return { done, total, percent: total === 0 ? null : Math.round((done / total) * 100) };
}

/** The next milestone: the first not done, by due date (undated last), then by position. */
export function nextMilestone<T extends { done: boolean; dueDate: string | null; position: number }>(
  milestones: readonly T[],
): T | null {
  const open = milestones.filter((m) => !m.done);
  open.sort(
    (a, b) => (a.dueDate ?? "9999-12-31").localeCompare(b.dueDate ?? "9999-12-31") || a.position - b.position,
  );
  return open[0] ?? null;
}

/** Completed projects fold away on the board once they have been completed this many days. */
export const BOARD_FOLD_COMPLETED_DAYS = 90;

/** Whether a completed project is folded: completed (last changed) more than 90 agency days ago. */
export function isFoldedOnBoard(status: string, updatedDay: string, today: string): boolean {
  if (status !== "completed") return false;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${updatedDay}T00:00:00Z`)) / 86_400_000;
  return days > BOARD_FOLD_COMPLETED_DAYS;
}

/** The notice when a due date lies before the project's start (allowed, but said: item 8). */
export function dueDateNotice(dueDate: string | null, projectStart: string | null): string | null {
  return dueDate && projectStart && dueDate < projectStart ? DUE_BEFORE_START_NOTICE : null;
}
