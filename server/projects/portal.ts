import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { cleanDeliverableName } from "../../core/deliverables.ts";
import { getDb } from "../db/client.ts";
import { clientMessages, projectDeliverables, projects, transactions } from "../db/schema.ts";
import { type Actor, ownContactIds, ownProjectIds } from "./access.ts";
import { latestVersions, reviewFields } from "./approvals.ts";

/* The client's reads (001 section 7, Client calls). Every query is narrowed to the projects whose
   client contact is linked to the acting user; nothing here takes another user's id. */

const projectColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  value: projects.value,
  startDate: projects.startDate,
  endDate: projects.endDate,
  description: projects.description,
  serviceType: projects.serviceType,
  createdAt: projects.createdAt,
};

/** The user's projects, newest first. */
export async function listClientProjects(user: Actor) {
  const db = getDb();
  return db
    .select(projectColumns)
    .from(projects)
    .where(inArray(projects.clientId, ownContactIds(user.id, db)))
    .orderBy(desc(projects.createdAt));
}

export type ClientProject = Awaited<ReturnType<typeof listClientProjects>>[number];

/**
 * The deliverables of the user's projects, with the project name and review state (issue 32):
 * those awaiting the client's approval first, then newest first.
 */
export async function listClientDeliverables(user: Actor) {
  const db = getDb();
  const latest = latestVersions(db);
  return (
    db
      .select({
        id: projectDeliverables.id,
        fileName: projectDeliverables.fileName,
        description: projectDeliverables.description,
        fileSize: projectDeliverables.fileSize,
        fileType: projectDeliverables.fileType,
        uploadedAt: projectDeliverables.uploadedAt,
        origin: projectDeliverables.origin,
        projectId: projectDeliverables.projectId,
        projectName: projects.name,
        stored: projectDeliverables.storageKey,
        versionId: latest.versionId,
        versionNumber: latest.versionNumber,
        reviewState: latest.reviewState,
        dueDate: latest.dueDate,
        decidedAt: latest.decidedAt,
        decidedByName: latest.decidedByName,
      })
      .from(projectDeliverables)
      .innerJoin(projects, eq(projects.id, projectDeliverables.projectId))
      .leftJoin(latest, eq(latest.deliverableId, projectDeliverables.id))
      .where(inArray(projectDeliverables.projectId, ownProjectIds(user.id, db)))
      .orderBy(
        sql`case when ${latest.reviewState} = 'awaiting' then 0 else 1 end`,
        desc(projectDeliverables.uploadedAt),
      )
      // Names saved before they were cleaned on input are cleaned on the way out as well.
      .then((rows) =>
        rows.map(
          ({ stored, versionId, versionNumber, reviewState, dueDate, decidedAt, decidedByName, ...row }) => ({
            ...row,
            ...reviewFields({ versionId, versionNumber, reviewState, dueDate, decidedAt, decidedByName }),
            fileName: cleanDeliverableName(row.fileName),
            uploaded: stored !== null,
          }),
        ),
      )
  );
}

export type ClientDeliverable = Awaited<ReturnType<typeof listClientDeliverables>>[number];

/**
 * The transactions of the user's projects, and those recorded against their own client record
 * without a project ('General'), newest first.
 */
export async function listClientTransactions(user: Actor) {
  const db = getDb();
  return db
    .select({
      id: transactions.id,
      amount: transactions.amount,
      type: transactions.type,
      category: transactions.category,
      description: transactions.description,
      date: transactions.date,
      status: transactions.status,
      projectName: projects.name,
    })
    .from(transactions)
    .leftJoin(projects, eq(projects.id, transactions.projectId))
    .where(
      or(
        inArray(transactions.projectId, ownProjectIds(user.id, db)),
        and(isNull(transactions.projectId), inArray(transactions.contactId, ownContactIds(user.id, db))),
      ),
    )
    .orderBy(desc(transactions.date), desc(transactions.createdAt));
}

/** Messages sent to the user that they have not read yet: the portal's notification count. */
export async function countUnreadForClient(user: Actor) {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(clientMessages)
    .where(and(eq(clientMessages.recipientId, user.id), eq(clientMessages.isRead, false)));
  return row?.n ?? 0;
}

/** Deliverables of the user's projects whose newest version awaits their approval (issue 32). */
export async function countAwaitingForClient(user: Actor) {
  const db = getDb();
  const latest = latestVersions(db);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(latest)
    .innerJoin(projectDeliverables, eq(projectDeliverables.id, latest.deliverableId))
    .where(
      and(
        eq(latest.reviewState, "awaiting"),
        inArray(projectDeliverables.projectId, ownProjectIds(user.id, db)),
      ),
    );
  return row?.n ?? 0;
}
