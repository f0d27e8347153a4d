import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import type { ProjectPageData } from "#server/projects/project-page.ts";
import { DoneBox } from "./done-box.tsx";
import { TaskForm } from "./task-form.tsx";
import { useProjectAction } from "./use-project-action.ts";

type Task = ProjectPageData["tasks"][number];

/** The project's tasks in their order: complete, edit, move up or down, delete (asked first). */
export function TaskList({ tasks, admins }: { tasks: readonly Task[]; admins: ProjectPageData["admins"] }) {
  const { fetcher } = useProjectAction();
  const [editing, setEditing] = useState<string | null>(null);
  const reorder = (index: number, step: number) => {
    const ids = tasks.map((t) => t.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved);
    fetcher.submit({ intent: "reorder-tasks", order: ids.join(",") }, { method: "post" });
  };
  if (tasks.length === 0)
    return <p className="text-sm text-neutral-600 dark:text-neutral-300">No tasks yet.</p>;
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Tasks">
      {tasks.map((task, index) => (
        <li key={task.id} className="py-3" data-testid="task">
          {editing === task.id ? (
            <TaskForm admins={admins} task={task} onDone={() => setEditing(null)} />
          ) : (
            <div className="flex flex-wrap items-start gap-2">
              <TaskDone task={task} />
              <div className="min-w-0 flex-1">
                <p
                  className={
                    task.done ? "text-neutral-500 line-through dark:text-neutral-400" : "font-medium"
                  }
                >
                  {task.title}
                </p>
                {task.description && (
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">{task.description}</p>
                )}
                <p className="text-xs text-neutral-600 dark:text-neutral-300">
                  {task.assigneeName || task.assigneeEmail || "Unassigned"}
                  {task.dueDate && ` · due ${task.dueDate}`}
                  {task.overdue && (
                    <Badge tone="danger" className="ml-1">
                      overdue
                    </Badge>
                  )}
                </p>
              </div>
              <div className="flex items-center">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${task.title} up`}
                  disabled={index === 0 || fetcher.state !== "idle"}
                  onClick={() => reorder(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${task.title} down`}
                  disabled={index === tasks.length - 1 || fetcher.state !== "idle"}
                  onClick={() => reorder(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${task.title}`}
                  onClick={() => setEditing(task.id)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <ConfirmDeleteIconButton
                  label={`Delete ${task.title}`}
                  question={`Delete the task "${task.title}"? This cannot be undone.`}
                  onConfirm={() =>
                    fetcher.submit({ intent: "delete-task", taskId: task.id }, { method: "post" })
                  }
                />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function TaskDone({ task }: { task: Task }) {
  return (
    <DoneBox
      label={`${task.title} done`}
      done={task.done}
      fields={{ intent: "task-done", taskId: task.id }}
      className="mt-1"
    />
  );
}
