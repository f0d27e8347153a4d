import { ActionError } from "../admin-access.ts";
import type { Actor } from "./access.ts";
import { moveProjectStatus } from "./board.ts";
import { InputError } from "./errors.ts";
import { addMilestone, deleteMilestone, setMilestoneDone, updateMilestone } from "./milestones.ts";
import { addTask, deleteTask, reorderTasks, setTaskDone, updateTask } from "./tasks.ts";

/** What the project page's writes answer: a toast's text, or the refusal with its field messages. */
export type ProjectActionResult = {
  intent: string;
  ok: boolean;
  message: string;
  notice?: string | null;
  fieldErrors?: Record<string, string>;
};

type Fields = Record<string, string>;

const writes: Record<
  string,
  (actor: Actor, projectId: string, f: Fields) => Promise<{ message: string; notice?: string | null }>
> = {
  "add-task": async (a, p, f) => ({ message: "Task added", notice: (await addTask(a, p, f)).notice }),
  "edit-task": async (a, _p, f) => ({
    message: "Task saved",
    notice: (await updateTask(a, f.taskId ?? "", f)).notice,
  }),
  "task-done": async (a, _p, f) => {
    const done = f.done === "true";
    await setTaskDone(a, f.taskId ?? "", done);
    return { message: done ? "Task completed" : "Task reopened" };
  },
  "delete-task": async (a, _p, f) => {
    await deleteTask(a, f.taskId ?? "");
    return { message: "Task deleted" };
  },
  "reorder-tasks": async (a, p, f) => {
    await reorderTasks(a, p, (f.order ?? "").split(",").filter(Boolean));
    return { message: "Tasks reordered" };
  },
  "add-milestone": async (a, p, f) => ({
    message: "Milestone added",
    notice: (await addMilestone(a, p, f)).notice,
  }),
  "edit-milestone": async (a, _p, f) => ({
    message: "Milestone saved",
    notice: (await updateMilestone(a, f.milestoneId ?? "", f)).notice,
  }),
  "milestone-done": async (a, _p, f) => {
    const done = f.done === "true";
    await setMilestoneDone(a, f.milestoneId ?? "", done);
    return { message: done ? "Milestone completed" : "Milestone reopened" };
  },
  "delete-milestone": async (a, _p, f) => {
    await deleteMilestone(a, f.milestoneId ?? "");
    return { message: "Milestone deleted" };
  },
  status: async (a, p, f) => {
    await moveProjectStatus(a, p, f.status);
    return { message: "Status changed" };
  },
};

/** Runs one write of the project page; refusals become messages, never a 500. */
export async function runProjectAction(
  actor: Actor,
  projectId: string,
  form: FormData,
): Promise<ProjectActionResult> {
  const fields: Fields = Object.fromEntries([...form].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const intent = fields.intent ?? "";
  const write = writes[intent];
  if (!write) return { intent, ok: false, message: "Unknown action" };
  try {
    const { message, notice } = await write(actor, projectId, fields);
    return { intent, ok: true, message, notice };
  } catch (error) {
    if (error instanceof InputError)
      return { intent, ok: false, message: error.message, fieldErrors: error.fieldErrors };
    if (error instanceof ActionError) return { intent, ok: false, message: error.message };
    if (error instanceof Response) throw error;
    console.error(`[projects] ${intent} failed:`, error);
    return { intent, ok: false, message: "The change failed. Please try again." };
  }
}
