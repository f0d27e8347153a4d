import { between, eq } from "drizzle-orm";
import { isOverdue } from "../../../core/projects/work.ts";
import { projectMilestones, projects } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/** Milestone due dates; a done one stays on its day, an open one past it is overdue. */
export const milestoneDueDates: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "milestone")) return [];
  const rows = await ctx.db
    .select({
      id: projectMilestones.id,
      title: projectMilestones.title,
      dueDate: projectMilestones.dueDate,
      done: projectMilestones.done,
      updatedAt: projectMilestones.updatedAt,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .where(between(projectMilestones.dueDate, range.from, range.to));
  return rows.map((m) => ({
    id: `milestone:${m.id}`,
    kind: "milestone" as const,
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
