import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import type { ProjectPageData } from "#server/projects/project-page.ts";
import { useProjectAction } from "./use-project-action.ts";

type Task = ProjectPageData["tasks"][number];

/** Adds a task, or edits one (`task`): title, description, assignee among the admins, due date. */
export function TaskForm({
  admins,
  task,
  onDone,
}: {
  admins: ProjectPageData["admins"];
  task?: Task;
  onDone?: () => void;
}) {
  // A new task's form starts empty again after each task added.
  const [added, setAdded] = useState(0);
  const { fetcher, fieldErrors } = useProjectAction(() => {
    setAdded((n) => n + 1);
    onDone?.();
  });
  const prefix = task ? `task-${task.id}` : "new-task";
  return (
    <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2" key={task ? task.id : added}>
      <input type="hidden" name="intent" value={task ? "edit-task" : "add-task"} />
      {task && <input type="hidden" name="taskId" value={task.id} />}
      <InputField
        id={`${prefix}-title`}
        label="Task title"
        name="title"
        defaultValue={task?.title}
        error={fieldErrors.title}
        maxLength={1000}
        className="sm:col-span-2"
      />
      <SelectField
        id={`${prefix}-assignee`}
        label="Assignee"
        name="assigneeId"
        defaultValue={task?.assigneeId ?? ""}
        placeholder="Nobody yet"
        options={admins.map((a) => ({ value: a.id, label: a.name || a.email }))}
        error={fieldErrors.assigneeId}
      />
      <InputField
        id={`${prefix}-due`}
        label="Due date"
        name="dueDate"
        type="date"
        defaultValue={task?.dueDate ?? ""}
        error={fieldErrors.dueDate}
      />
      <TextareaField
        id={`${prefix}-description`}
        label="Description (optional)"
        name="description"
        rows={2}
        defaultValue={task?.description ?? ""}
        error={fieldErrors.description}
        className="sm:col-span-2"
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" pending={fetcher.state !== "idle"}>
          {task ? "Save task" : "Add task"}
        </Button>
        {onDone && task && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
