import { Check } from "lucide-react";
import { formatDate } from "#core/portal.ts";
import { isOverdue, milestoneProgress, nextMilestone } from "#core/projects/work.ts";

export type PortalMilestone = {
  id: string;
  projectId: string;
  title: string;
  dueDate: string | null;
  done: boolean;
  position: number;
};

/**
 * A project's progress for its client: done milestones over all, and the milestones themselves
 * (done, next, dates). Internal tasks are never read for the portal.
 */
export function ProjectProgress({
  milestones,
  today,
  compact = false,
}: {
  milestones: readonly PortalMilestone[];
  today: string;
  compact?: boolean;
}) {
  if (milestones.length === 0) return null;
  const progress = milestoneProgress(milestones);
  const next = nextMilestone(milestones);
  const label = `${progress.done} of ${progress.total} milestones done`;
  return (
    <div className="mt-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Progress</span>
        <span>
          {progress.percent}% <span className="text-neutral-600 dark:text-neutral-300">({label})</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Project progress"
        aria-valuenow={progress.percent ?? 0}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${progress.percent}%, ${label}`}
        className="mt-1 h-2 rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
      </div>
      {compact ? (
        next && (
          <p className="mt-2 text-sm">
            <span className="text-neutral-600 dark:text-neutral-300">Next milestone: </span>
            {next.title}
            {next.dueDate && ` (${formatDate(next.dueDate)})`}
          </p>
        )
      ) : (
        <ol className="mt-3 space-y-1 text-sm" aria-label="Milestones">
          {milestones.map((m) => (
            <li key={m.id} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-neutral-400 dark:border-neutral-500"
              >
                {m.done && <Check className="size-3" />}
              </span>
              <span className={m.done ? "text-neutral-600 dark:text-neutral-300" : ""}>
                {m.title}
                <span className="sr-only">{m.done ? " (done)" : m.id === next?.id ? " (next)" : ""}</span>
                {m.id === next?.id && (
                  <span
                    aria-hidden="true"
                    className="ml-1 text-xs font-semibold text-brand-700 dark:text-brand-400"
                  >
                    Next
                  </span>
                )}
                {m.dueDate && (
                  <span className="ml-1 text-xs text-neutral-600 dark:text-neutral-300">
                    {formatDate(m.dueDate)}
                  </span>
                )}
                {isOverdue(m.dueDate, m.done, today) && (
                  <span className="ml-1 text-xs font-semibold text-red-700 dark:text-red-400">overdue</span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
