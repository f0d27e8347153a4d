import { and, between, eq, lte, sql } from "drizzle-orm";
import type { CalendarItem } from "../../../core/calendar/calendar-item.ts";
import type { DayRange } from "../../../core/calendar/view.ts";
import { isOverdue } from "../../../core/projects/work.ts";
import { type projectMilestones, projects, type projectTasks } from "../../db/schema.ts";
import { type CalendarContext, type CalendarSource, iso, type UnsentCount, wants } from "../source.ts";

type WorkTable = typeof projectTasks | typeof projectMilestones;
type WorkRow = {
  id: string;
  title: string;
  dueDate: string | null;
  done: boolean;
  updatedAt: Date;
  projectId: string;
  projectName: string;
  /** How many of the day's items the query matched (the month's cut), or 0 when it was not cut. */
  dayTotal: number;
};

/** Every matching item of the days, with its project. */
function readAll(table: WorkTable, range: DayRange, ctx: CalendarContext): Promise<WorkRow[]> {
  return ctx.db
    .select({
      id: table.id,
      title: table.title,
      dueDate: table.dueDate,
      done: table.done,
      updatedAt: table.updatedAt,
      projectId: projects.id,
      projectName: projects.name,
      dayTotal: sql<number>`0`,
    })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .where(matching(table, range, ctx));
}

/** The first `perDay` items of each day by title, each with the day's count (one pass, in SQL). */
function readFirstOfEachDay(
  table: WorkTable,
  range: DayRange,
  ctx: CalendarContext,
  perDay: number,
): Promise<WorkRow[]> {
  const ranked = ctx.db
    .select({
      id: table.id,
      title: table.title,
      dueDate: table.dueDate,
      done: table.done,
      updatedAt: table.updatedAt,
      projectId: table.projectId,
      // The calendar's own order of a day's titles (core/calendar/rules.ts, compareTitles).
      rank: sql<number>`row_number() over (partition by ${table.dueDate} order by lower(${table.title}) collate "C", ${table.title} collate "C", ${table.id})`.as(
        "day_rank",
      ),
      dayTotal: sql<number>`(count(*) over (partition by ${table.dueDate}))::int`.as("day_total"),
    })
    .from(table)
    .where(matching(table, range, ctx))
    .as("work");
  return ctx.db
    .select({
      id: ranked.id,
      title: ranked.title,
      dueDate: ranked.dueDate,
      done: ranked.done,
      updatedAt: ranked.updatedAt,
      projectId: projects.id,
      projectName: projects.name,
      dayTotal: ranked.dayTotal,
    })
    .from(ranked)
    .innerJoin(projects, eq(projects.id, ranked.projectId))
    .where(lte(ranked.rank, perDay));
}

function matching(table: WorkTable, range: DayRange, ctx: CalendarContext) {
  const inRange = between(table.dueDate, range.from, range.to);
  return ctx.leaveOutDoneWork ? and(inRange, eq(table.done, false)) : inRange;
}

/**
 * Tasks and milestones are the same thing on the calendar (a project's dated work: title, due
 * day, done), so one reader serves both. A done one stays on its day; an open one past it is
 * overdue. The month's cut (ctx.perDay) is made in SQL: a busy month holds thousands of tasks, and
 * only the first few of each day leave the database, with the day's count beside them.
 */
export function projectWorkDueDates(kind: "task" | "milestone", table: WorkTable): CalendarSource {
  return async (range, ctx) => {
    if (!wants(ctx, kind)) return [];
    const rows =
      ctx.perDay === undefined
        ? await readAll(table, range, ctx)
        : await readFirstOfEachDay(table, range, ctx, ctx.perDay);
    const items: CalendarItem[] = [];
    const days = new Map<string, { total: number; sent: number }>();
    for (const row of rows) {
      const day = row.dueDate as string;
      const tally = days.get(day) ?? { total: Number(row.dayTotal), sent: 0 };
      tally.sent++;
      days.set(day, tally);
      items.push({
        id: `${kind}:${row.id}`,
        kind,
        title: row.title,
        allDay: true,
        start: day,
        href: `/admin/projects/${row.projectId}`,
        overdue: isOverdue(day, row.done, ctx.today),
        done: row.done,
        detail: row.projectName,
        updatedAt: iso(row.updatedAt),
      });
    }
    const unsent: UnsentCount[] = [];
    for (const [day, { total, sent }] of days)
      if (total > sent) unsent.push({ day, kind, count: total - sent });
    return { items, unsent };
  };
}
