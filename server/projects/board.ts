import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  isFoldedOnBoard,
  isProjectOverdue,
  isProjectStatus,
  PREVIEW_WORK_MESSAGE,
  unknownStatusMessage,
} from "../../core/projects/work.ts";
import { formatProjectStatus } from "../../core/projects.ts";
import { todayIn } from "../../core/revenue/range.ts";
import { ActionError, refuseInPreview } from "../admin-access.ts";
import { agencyTimeZone } from "../agency-settings.ts";
import { type Db, getDb } from "../db/client.ts";
import { contacts, projectActivity, projectMilestones, projects, projectWorkCounts } from "../db/schema.ts";
import { type Actor, isUuid, requireAdminActor } from "./access.ts";
import { lockProject, PROJECT_GONE_MESSAGE, recordActivity } from "./work-support.ts";

/* The project board (issue 30 item 1): every project with its client, open-task count, next
   milestone and milestone progress in one query; the counts are kept by triggers
   (projectWorkCounts), so a read does not count every task. */

export async function listBoardProjects(actor: Actor, now = new Date(), db: Db = getDb()) {
  requireAdminActor(actor);
  const zone = await agencyTimeZone(db);
  const today = todayIn(zone, now);

  const next = db
    .selectDistinctOn([projectMilestones.projectId], {
      projectId: projectMilestones.projectId,
      title: sql<string>`${projectMilestones.title}`.as("next_title"),
      dueDate: sql<string | null>`${projectMilestones.dueDate}`.as("next_due"),
    })
    .from(projectMilestones)
    .where(eq(projectMilestones.done, false))
    .orderBy(
      projectMilestones.projectId,
      sql`${projectMilestones.dueDate} asc nulls last`,
      asc(projectMilestones.position),
    )
    .as("next_milestone");

  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      value: projects.value,
      startDate: projects.startDate,
      endDate: projects.endDate,
      serviceType: projects.serviceType,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      clientId: projects.clientId,
      clientName: contacts.name,
      openTasks: sql<number>`coalesce(${projectWorkCounts.openTasks}, 0)`,
      milestonesTotal: sql<number>`coalesce(${projectWorkCounts.milestonesTotal}, 0)`,
      milestonesDone: sql<number>`coalesce(${projectWorkCounts.milestonesDone}, 0)`,
      nextMilestoneTitle: next.title,
      nextMilestoneDue: next.dueDate,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.id, projects.clientId))
    .leftJoin(projectWorkCounts, eq(projectWorkCounts.projectId, projects.id))
    .leftJoin(next, eq(next.projectId, projects.id))
    .orderBy(desc(projects.updatedAt));

  const board = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    overdue: isProjectOverdue(r.endDate, r.status, today),
    nextMilestoneOverdue: isProjectOverdue(r.nextMilestoneDue, "", today),
    folded: isFoldedOnBoard(r.status, todayIn(zone, r.updatedAt), today),
  }));
  return { today, timeZone: zone, projects: board };
}

export type BoardProject = Awaited<ReturnType<typeof listBoardProjects>>["projects"][number];

/**
 * Moves a project to another status (a card dropped in another column, or the keyboard's move):
 * writes status and updated_at at once and leaves a line in the history. An unknown status, a
 * deleted project and preview mode are refused with a message.
 */
export async function moveProjectStatus(actor: Actor, projectId: string, status: unknown) {
  requireAdminActor(actor);
  refuseInPreview(PREVIEW_WORK_MESSAGE);
  if (!isProjectStatus(status)) throw new ActionError(unknownStatusMessage(String(status ?? "")), 400);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockProject(tx, projectId);
    if (before.status === status) return before;
    const [project] = await tx
      .update(projects)
      .set({ status, updatedAt: new Date() })
      .where(eq(projects.id, projectId))
      .returning();
    if (!project) throw new ActionError(PROJECT_GONE_MESSAGE, 404);
    await recordActivity(
      tx,
      actor,
      projectId,
      "project.status",
      `Moved from ${formatProjectStatus(before.status)} to ${formatProjectStatus(status)}`,
      { from: before.status, to: status },
    );
    return project;
  });
}

export const ACTIVITY_PAGE_SIZE = 100;

/** The project's history, newest first: who changed what, when. */
export async function listProjectActivity(actor: Actor, projectId: string, db: Db = getDb()) {
  requireAdminActor(actor);
  if (!isUuid(projectId)) return [];
  return db
    .select({
      id: projectActivity.id,
      actorEmail: projectActivity.actorEmail,
      action: projectActivity.action,
      summary: projectActivity.summary,
      createdAt: projectActivity.createdAt,
    })
    .from(projectActivity)
    .where(and(eq(projectActivity.projectId, projectId)))
    .orderBy(desc(projectActivity.createdAt))
    .limit(ACTIVITY_PAGE_SIZE);
}
