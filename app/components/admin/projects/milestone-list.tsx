import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import { InputField } from "#app/components/ui/form-fields.tsx";
import { milestoneProgress } from "#core/projects/work.ts";
import type { ProjectPageData } from "#server/projects/project-page.ts";
import { DoneBox } from "./done-box.tsx";
import { useProjectAction } from "./use-project-action.ts";

type Milestone = ProjectPageData["milestones"][number];

/** The milestones the client follows on the portal: complete, delete (asked first), add. */
export function MilestoneList({ milestones }: { milestones: readonly Milestone[] }) {
  const { fetcher } = useProjectAction();
  const progress = milestoneProgress(milestones);
  return (
    <div>
      <p className="mb-2 text-sm text-neutral-600 dark:text-neutral-300">
        {progress.percent === null
          ? "No milestones yet. The client sees these on their portal."
          : `${progress.done} of ${progress.total} done (${progress.percent}%). The client sees these on their portal.`}
      </p>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Milestones">
        {milestones.map((m) => (
          <li key={m.id} className="flex items-center gap-2 py-2" data-testid="milestone">
            <MilestoneDone milestone={m} />
            <span
              className={
                m.done ? "flex-1 text-neutral-500 line-through dark:text-neutral-400" : "flex-1 font-medium"
              }
            >
              {m.title}
              <span className="ml-2 text-xs font-normal text-neutral-600 dark:text-neutral-300">
                {m.dueDate ? `due ${m.dueDate}` : "no date"}
              </span>
              {m.overdue && (
                <Badge tone="danger" className="ml-1">
                  overdue
                </Badge>
              )}
            </span>
            <ConfirmDeleteIconButton
              label={`Delete ${m.title}`}
              question={`Delete the milestone "${m.title}"? The client will no longer see it.`}
              onConfirm={() =>
                fetcher.submit({ intent: "delete-milestone", milestoneId: m.id }, { method: "post" })
              }
            />
          </li>
        ))}
      </ul>
      <MilestoneForm />
    </div>
  );
}

function MilestoneDone({ milestone }: { milestone: Milestone }) {
  return (
    <DoneBox
      label={`${milestone.title} done`}
      done={milestone.done}
      fields={{ intent: "milestone-done", milestoneId: milestone.id }}
    />
  );
}

function MilestoneForm() {
  const [added, setAdded] = useState(0);
  const { fetcher, fieldErrors } = useProjectAction(() => setAdded((n) => n + 1));
  return (
    <fetcher.Form
      key={added}
      method="post"
      className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <input type="hidden" name="intent" value="add-milestone" />
      <InputField
        id="new-milestone-title"
        label="Milestone title"
        name="title"
        error={fieldErrors.title}
        maxLength={1000}
      />
      <InputField
        id="new-milestone-due"
        label="Due date"
        name="dueDate"
        type="date"
        error={fieldErrors.dueDate}
      />
      <Button type="submit" pending={fetcher.state !== "idle"}>
        Add milestone
      </Button>
    </fetcher.Form>
  );
}
