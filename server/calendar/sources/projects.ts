import { between, eq, or } from "drizzle-orm";
import type { CalendarItem } from "../../../core/calendar/calendar-item.ts";
import { isProjectOverdue } from "../../../core/projects/work.ts";
import { contacts, projects } from "../../db/schema.ts";
import { type CalendarSource, iso, wants } from "../source.ts";

/** Project start and end dates: the end is overdue once past and the project not completed. */
export const projectDates: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "project-start", "project-end")) return [];
  const rows = await ctx.db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      updatedAt: projects.updatedAt,
      clientName: contacts.name,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.id, projects.clientId))
    .where(
      or(between(projects.startDate, range.from, range.to), between(projects.endDate, range.from, range.to)),
    );
  const items: CalendarItem[] = [];
  for (const p of rows) {
    const common = {
      allDay: true,
      href: `/admin/projects/${p.id}`,
      detail: p.clientName ?? undefined,
      updatedAt: iso(p.updatedAt),
    };
    const done = p.status === "completed";
    if (
      p.startDate &&
      p.startDate >= range.from &&
      p.startDate <= range.to &&
      ctx.kinds.includes("project-start")
    )
      items.push({
        ...common,
        id: `project-start:${p.id}`,
        kind: "project-start",
        title: `Start: ${p.name}`,
        start: p.startDate,
        overdue: false,
        done,
      });
    if (p.endDate && p.endDate >= range.from && p.endDate <= range.to && ctx.kinds.includes("project-end"))
      items.push({
        ...common,
        id: `project-end:${p.id}`,
        kind: "project-end",
        title: `End: ${p.name}`,
        start: p.endDate,
        overdue: isProjectOverdue(p.endDate, p.status, ctx.today),
        done,
      });
  }
  return items;
};
