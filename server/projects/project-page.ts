import { desc, eq, or, sql } from "drizzle-orm";
import { isOverdue } from "../../core/projects/work.ts";
import { agencyToday } from "../agency-settings.ts";
import { getDb } from "../db/client.ts";
import { clientMessages, contacts, invoices, projectDeliverables, transactions } from "../db/schema.ts";
import { type Actor, requireAdminActor, requireProjectAccess } from "./access.ts";
import { listProjectActivity } from "./board.ts";
import { listMilestones } from "./milestones.ts";
import { listTasks } from "./tasks.ts";
import { listAssignableAdmins } from "./work-support.ts";

const LINKED_LIMIT = 50;

/** Everything /admin/projects/:id shows, read in parallel; a project that does not exist is a 404. */
export async function loadProjectPage(actor: Actor, projectId: string) {
  requireAdminActor(actor);
  const project = await requireProjectAccess(actor, projectId);
  const db = getDb();
  const [
    client,
    tasks,
    milestones,
    admins,
    deliverables,
    messages,
    projectInvoices,
    projectTransactions,
    activity,
    today,
  ] = await Promise.all([
    project.clientId
      ? db
          .select({ id: contacts.id, name: contacts.name, email: contacts.email, userId: contacts.userId })
          .from(contacts)
          .where(eq(contacts.id, project.clientId))
          .then((rows) => rows[0] ?? null)
      : null,
    listTasks(actor, projectId),
    listMilestones(actor, projectId),
    listAssignableAdmins(db),
    db
      .select({
        id: projectDeliverables.id,
        fileName: projectDeliverables.fileName,
        uploadedAt: projectDeliverables.uploadedAt,
        origin: projectDeliverables.origin,
        // The review state of the newest version (issue 32).
        reviewState: sql<
          string | null
        >`(select v.status from deliverable_versions v where v.deliverable_id = ${projectDeliverables.id} order by v.number desc limit 1)`,
        decidedByName: sql<
          string | null
        >`(select v.decided_by_name from deliverable_versions v where v.deliverable_id = ${projectDeliverables.id} order by v.number desc limit 1)`,
        decidedAt: sql<
          string | null
        >`(select v.decided_at from deliverable_versions v where v.deliverable_id = ${projectDeliverables.id} order by v.number desc limit 1)`,
      })
      .from(projectDeliverables)
      .where(eq(projectDeliverables.projectId, projectId))
      .orderBy(desc(projectDeliverables.uploadedAt))
      .limit(LINKED_LIMIT),
    db
      .select({
        id: clientMessages.id,
        content: clientMessages.content,
        sentAt: clientMessages.sentAt,
        senderId: clientMessages.senderId,
      })
      .from(clientMessages)
      .where(eq(clientMessages.projectId, projectId))
      .orderBy(desc(clientMessages.sentAt))
      .limit(LINKED_LIMIT),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        total: invoices.total,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(eq(invoices.projectId, projectId))
      .orderBy(desc(invoices.dueDate))
      .limit(LINKED_LIMIT),
    db
      .select({
        id: transactions.id,
        type: transactions.type,
        amount: transactions.amount,
        category: transactions.category,
        date: transactions.date,
        status: transactions.status,
      })
      .from(transactions)
      .where(or(eq(transactions.projectId, projectId)))
      .orderBy(desc(transactions.date))
      .limit(LINKED_LIMIT),
    listProjectActivity(actor, projectId),
    agencyToday(db),
  ]);
  return {
    today,
    project: {
      ...project,
      createdAt: project.createdAt.toISOString(),
      updatedAt: project.updatedAt.toISOString(),
    },
    client,
    tasks: tasks.map((t) => ({ ...t, overdue: isOverdue(t.dueDate, t.done, today) })),
    milestones: milestones.map((m) => ({ ...m, overdue: isOverdue(m.dueDate, m.done, today) })),
    admins,
    deliverables,
    messages: messages.map((m) => ({ ...m, fromClient: m.senderId === client?.userId })),
    invoices: projectInvoices,
    transactions: projectTransactions,
    activity,
  };
}

export type ProjectPageData = Awaited<ReturnType<typeof loadProjectPage>>;
