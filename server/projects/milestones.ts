import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import { dueDateNotice, milestoneFormSchema, PREVIEW_WORK_MESSAGE } from "../../core/projects/work.ts";
import { ActionError, refuseInPreview } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { projectMilestones } from "../db/schema.ts";
import { type Actor, isUuid, ownProjectIds, requireAdminActor, requireProjectAccess } from "./access.ts";
import { lockProject, parsed, recordActivity } from "./work-support.ts";

/* A project's milestones (issue 30 items 2-3): admins write them; the project's client reads them
   on the portal. A client asking for another client's project gets the same 404 as for none. */

export const MILESTONE_GONE_MESSAGE = "This milestone no longer exists (another admin may have deleted it)";
export const MILESTONES_PER_PROJECT_MAX = 200;

const columns = {
  id: projectMilestones.id,
  projectId: projectMilestones.projectId,
  title: projectMilestones.title,
  dueDate: projectMilestones.dueDate,
  done: projectMilestones.done,
  doneAt: projectMilestones.doneAt,
  position: projectMilestones.position,
};

/** The milestones of one project: any for an admin, only the client's own projects for a client. */
export async function listMilestones(actor: Actor, projectId: string) {
  await requireProjectAccess(actor, projectId);
  return getDb()
    .select(columns)
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(asc(projectMilestones.position), asc(projectMilestones.createdAt));
}

export type MilestoneRow = Awaited<ReturnType<typeof listMilestones>>[number];

/** The milestones of every project of this client (the portal's cards), narrowed on the server. */
export async function listClientMilestones(actor: Actor) {
  const db = getDb();
  return db
    .select(columns)
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, ownProjectIds(actor.id, db)))
    .orderBy(asc(projectMilestones.position), asc(projectMilestones.createdAt));
}

function begin(actor: Actor) {
  requireAdminActor(actor);
  refuseInPreview(PREVIEW_WORK_MESSAGE);
}

async function lockMilestone(tx: Db, id: string) {
  if (!isUuid(id)) throw new ActionError(MILESTONE_GONE_MESSAGE, 404);
  const [row] = await tx.select().from(projectMilestones).where(eq(projectMilestones.id, id)).for("update");
  if (!row) throw new ActionError(MILESTONE_GONE_MESSAGE, 404);
  return row;
}

export async function addMilestone(actor: Actor, projectId: string, raw: unknown) {
  begin(actor);
  const input = parsed(milestoneFormSchema.safeParse(raw));
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const project = await lockProject(tx, projectId);
    const [last] = await tx
      .select({ position: max(projectMilestones.position), n: count() })
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, projectId));
    if ((last?.n ?? 0) >= MILESTONES_PER_PROJECT_MAX) {
      throw new ActionError(`A project can have at most ${MILESTONES_PER_PROJECT_MAX} milestones`, 400);
    }
    const [milestone] = await tx
      .insert(projectMilestones)
      .values({ projectId, ...input, position: (last?.position ?? -1) + 1 })
      .returning();
    await recordActivity(tx, actor, projectId, "milestone.add", `Added the milestone "${milestone.title}"`, {
      milestoneId: milestone.id,
    });
    return { milestone, notice: dueDateNotice(milestone.dueDate, project.startDate) };
  });
}

export async function updateMilestone(actor: Actor, milestoneId: string, raw: unknown) {
  begin(actor);
  const input = parsed(milestoneFormSchema.safeParse(raw));
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockMilestone(tx, milestoneId);
    const project = await lockProject(tx, before.projectId);
    const [milestone] = await tx
      .update(projectMilestones)
      .set(input)
      .where(eq(projectMilestones.id, milestoneId))
      .returning();
    await recordActivity(
      tx,
      actor,
      project.id,
      "milestone.edit",
      `Edited the milestone "${milestone.title}"`,
      {
        milestoneId,
      },
    );
    return { milestone, notice: dueDateNotice(milestone.dueDate, project.startDate) };
  });
}

export async function setMilestoneDone(actor: Actor, milestoneId: string, done: boolean) {
  begin(actor);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await lockMilestone(tx, milestoneId);
    if (before.done === done) return before;
    const [milestone] = await tx
      .update(projectMilestones)
      .set({ done, doneAt: done ? new Date() : null })
      .where(eq(projectMilestones.id, milestoneId))
      .returning();
    await recordActivity(
      tx,
      actor,
      milestone.projectId,
      done ? "milestone.done" : "milestone.reopen",
      done ? `Completed the milestone "${milestone.title}"` : `Reopened the milestone "${milestone.title}"`,
      { milestoneId },
    );
    return milestone;
  });
}

export async function deleteMilestone(actor: Actor, milestoneId: string) {
  begin(actor);
  return getDb().transaction(async (t) => {
    const tx = t as unknown as Db;
    const milestone = await lockMilestone(tx, milestoneId);
    await tx
      .delete(projectMilestones)
      .where(
        and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, milestone.projectId)),
      );
    await recordActivity(
      tx,
      actor,
      milestone.projectId,
      "milestone.delete",
      `Deleted the milestone "${milestone.title}"`,
      { milestoneId },
    );
    return milestone;
  });
}
