import { and, asc, count, eq, max } from "drizzle-orm";
import { dueDateNotice, PREVIEW_WORK_MESSAGE, taskFormSchema } from "../../core/projects/work.ts";
import { ActionError, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { projectTasks, users } from "../db/schema.ts";
import { type Actor, isUuid, requireAdminActor } from "./access.ts";
import { assertAssignable, lockProject, parsed, recordActivity } from "./work-support.ts";

/* A project's tasks (issue 30 item 2): the agency's own work, admins only. Every write refuses in
   preview mode, checks that the project still exists and leaves a line in the activity history. */

export const TASK_GONE_MESSAGE = "This task no longer exists (another admin may have deleted it)";
export const TASKS_PER_PROJECT_MAX = 1000;

export async function listTasks(actor: Actor, projectId: string, db: Db = getDb()) {
  requireAdminActor(actor);
  if (!isUuid(projectId)) return [];
  return db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      description: projectTasks.description,
      assigneeId: projectTasks.assigneeId,
      assigneeName: users.name,
      assigneeEmail: users.email,
      dueDate: projectTasks.dueDate,
      done: projectTasks.done,
      doneAt: projectTasks.doneAt,
      position: projectTasks.position,
      updatedAt: projectTasks.updatedAt,
    })
    .from(projectTasks)
    .leftJoin(users, eq(users.id, projectTasks.assigneeId))
    .where(eq(projectTasks.projectId, projectId))
    .orderBy(asc(projectTasks.position), asc(projectTasks.createdAt));
}

export type TaskRow = Awaited<ReturnType<typeof listTasks>>[number];

function begin(actor: Actor) {
  requireAdminActor(actor);
  refuseInPreview(PREVIEW_WORK_MESSAGE);
}

async function lockTask(tx: Db, taskId: string) {
  if (!isUuid(taskId)) throw new ActionError(TASK_GONE_MESSAGE, 404);
  const [task] = await tx.select().from(projectTasks).where(eq(projectTasks.id, taskId)).for("update");
  if (!task) throw new ActionError(TASK_GONE_MESSAGE, 404);
  return task;
}

/** Adds a task at the end of the list. A due date before the project's start is kept, with a notice. */
export async function addTask(actor: Actor, projectId: string, raw: unknown) {
  begin(actor);
  const input = parsed(taskFormSchema.safeParse(raw));
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const project = await lockProject(tx, projectId);
    await assertAssignable(tx, input.assigneeId);
    const [last] = await tx
      .select({ position: max(projectTasks.position), n: count() })
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId));
    if ((last?.n ?? 0) >= TASKS_PER_PROJECT_MAX) {
      throw new ActionError(`A project can have at most ${TASKS_PER_PROJECT_MAX} tasks`, 400);
    }
    const [task] = await tx
      .insert(projectTasks)
      .values({ projectId, ...input, position: (last?.position ?? -1) + 1 })
      .returning();
    await recordActivity(tx, actor, projectId, "task.add", `Added the task "${task.title}"`, {
      taskId: task.id,
    });
    return { task, notice: dueDateNotice(task.dueDate, project.startDate) };
  });
}

/** Edits a task's title, description, assignee and due date. */
export async function updateTask(actor: Actor, taskId: string, raw: unknown) {
  begin(actor);
  const input = parsed(taskFormSchema.safeParse(raw));
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockTask(tx, taskId);
    const project = await lockProject(tx, before.projectId);
    await assertAssignable(tx, input.assigneeId);
    const [task] = await tx.update(projectTasks).set(input).where(eq(projectTasks.id, taskId)).returning();
    await recordActivity(tx, actor, project.id, "task.edit", `Edited the task "${task.title}"`, { taskId });
    return { task, notice: dueDateNotice(task.dueDate, project.startDate) };
  });
}

/** Marks a task done (or open again). */
export async function setTaskDone(actor: Actor, taskId: string, done: boolean) {
  begin(actor);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockTask(tx, taskId);
    if (before.done === done) return before;
    const [task] = await tx
      .update(projectTasks)
      .set({ done, doneAt: done ? new Date() : null })
      .where(eq(projectTasks.id, taskId))
      .returning();
    await recordActivity(
      tx,
      actor,
      task.projectId,
      done ? "task.done" : "task.reopen",
      done ? `Completed the task "${task.title}"` : `Reopened the task "${task.title}"`,
      { taskId },
    );
    return task;
  });
}

export async function deleteTask(actor: Actor, taskId: string) {
  begin(actor);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const task = await lockTask(tx, taskId);
    await tx.delete(projectTasks).where(eq(projectTasks.id, taskId));
    await recordActivity(tx, actor, task.projectId, "task.delete", `Deleted the task "${task.title}"`, {
      taskId,
    });
    return task;
  });
}

/**
 * Puts the project's tasks in the given order. The list must name every task of the project once:
 * a list made before another admin added or removed a task is refused, so nothing is lost.
 */
export async function reorderTasks(actor: Actor, projectId: string, orderedIds: readonly string[]) {
  begin(actor);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockProject(tx, projectId);
    const rows = await tx
      .select({ id: projectTasks.id })
      .from(projectTasks)
      .where(eq(projectTasks.projectId, projectId));
    const known = new Set(rows.map((r) => r.id));
    const unique = new Set(orderedIds);
    if (
      unique.size !== orderedIds.length ||
      unique.size !== known.size ||
      orderedIds.some((id) => !known.has(id))
    ) {
      throw new ActionError("The task list changed meanwhile; please try again on the refreshed list", 409);
    }
    for (const [position, id] of orderedIds.entries()) {
      await tx
        .update(projectTasks)
        .set({ position })
        .where(and(eq(projectTasks.id, id), eq(projectTasks.projectId, projectId)));
    }
    await recordActivity(tx, actor, projectId, "task.reorder", "Reordered the tasks");
    return orderedIds.length;
  });
}
