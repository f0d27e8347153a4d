import { between, eq } from "drizzle-orm";
import { isOverdue } from "../../../core/projects/work.ts";
import { projects, projectTasks } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/** Task due dates; a completed task stays on its day, an open one past it is overdue. */
export const taskDueDates: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "task")) return [];
  const rows = await ctx.db
    .select({
      id: projectTasks.id,
      title: projectTasks.title,
      dueDate: projectTasks.dueDate,
      done: projectTasks.done,
      updatedAt: projectTasks.updatedAt,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(projectTasks)
    .innerJoin(projects, eq(projects.id, projectTasks.projectId))
    .where(between(projectTasks.dueDate, range.from, range.to));
  return rows.map((m) => ({
    id: `task:${m.id}`,
    kind: "task" as const,
    title: m.title,
    allDay: true,
    start: m.dueDate as string,
    href: `/admin/projects/${m.projectId}`,
    overdue: isOverdue(m.dueDate, m.done, ctx.today),
    done: m.done,
    detail: m.projectName,
    updatedAt: iso(m.updatedAt),
  }));
};
