import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { ProjectForm } from "../../core/projects.ts";
import { projectFormSchema } from "../../core/projects.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { contacts, projectDeliverables, projects, users } from "../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { notifyAgency } from "../notify-agency.ts";
import { getStorage } from "../storage/index.ts";
import { type Actor, isUuid, linkContactToExistingUser, notFound, requireAdminActor } from "./access.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";
import { invitationMail } from "./invitation.ts";

const LIST_LIMIT = 200;

/** Projects with their client contact (name, email), newest first (001 section 7), optionally searched. */
export async function listProjectsForAdmin(user: Actor, search = "") {
  requireAdminActor(user);
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      value: projects.value,
      startDate: projects.startDate,
      endDate: projects.endDate,
      description: projects.description,
      serviceType: projects.serviceType,
      createdAt: projects.createdAt,
      clientId: projects.clientId,
      clientName: contacts.name,
      clientEmail: contacts.email,
      clientUserId: contacts.userId,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.id, projects.clientId))
    .where(
      q
        ? or(
            ilike(projects.name, pattern),
            ilike(contacts.name, pattern),
            ilike(contacts.email, pattern),
            ilike(sql`${projects.status}::text`, pattern),
            ilike(projects.serviceType, pattern),
          )
        : undefined,
    )
    .orderBy(desc(projects.createdAt))
    .limit(LIST_LIMIT);
}

export type AdminProject = Awaited<ReturnType<typeof listProjectsForAdmin>>[number];

/** Contacts to choose a project's client from, by name or e-mail. */
export async function searchClientContacts(user: Actor, search: string) {
  requireAdminActor(user);
  const q = search.trim();
  if (!q) return [];
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, company: contacts.company })
    .from(contacts)
    .where(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern)))
    .orderBy(desc(contacts.updatedAt))
    .limit(8);
}

/** The client contact with this e-mail (the most recently updated, if several), or a new one. */
async function findOrCreateClient(db: Db, input: ProjectForm) {
  const [existing] = await db
    .select()
    .from(contacts)
    .where(eq(sql`lower(${contacts.email})`, input.clientEmail))
    .orderBy(desc(contacts.updatedAt))
    .limit(1);
  if (existing) return existing;
  if (!input.clientName) {
    throw new InputError("Please enter the client's name", {
      clientName: "Please enter the client's name (no contact has this e-mail yet)",
    });
  }
  const [created] = await db
    .insert(contacts)
    // The admin chose how this new client enters the CRM (core/projects.ts has the defaults).
    .values({
      name: input.clientName,
      email: input.clientEmail,
      status: input.clientStatus,
      source: input.clientSource,
    })
    .returning();
  return created;
}

/** Creates (no id) or edits a project; optionally e-mails the client an invitation to the portal. */
export async function saveProject(user: Actor, raw: unknown, projectId?: string) {
  requireAdminActor(user);
  const parsed = projectFormSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  const input = parsed.data;
  if (projectId !== undefined && !isUuid(projectId)) notFound();
  const db = getDb();
  const saved = await db.transaction(async (tx) => {
    const client = await findOrCreateClient(tx as unknown as Db, input);
    const values = {
      name: input.name,
      clientId: client.id,
      status: input.status,
      value: input.value ?? null,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      description: input.description ?? null,
      serviceType: input.serviceType ?? null,
    };
    const [project] = projectId
      ? await tx.update(projects).set(values).where(eq(projects.id, projectId)).returning()
      : await tx.insert(projects).values(values).returning();
    if (!project) notFound();
    if (!projectId) {
      await notifyAgency(tx as unknown as Db, "project", `New project: ${project.name}`, [
        `${user.email} created the project "${project.name}" for ${client.name} <${client.email}>.`,
      ]);
    }
    const userId = await linkContactToExistingUser(client.id, tx as unknown as Db);
    if (input.sendInvitation) {
      const t = tx as unknown as Db;
      const hasAccount = userId !== null || (await accountExists(t, client.email));
      await queueMail(
        t,
        await invitationMail(
          { to: client.email, clientName: client.name, projectName: project.name, hasAccount },
          t,
        ),
      );
    }
    return { project, client, invited: input.sendInvitation };
  });
  return saved;
}

async function accountExists(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return Boolean(row);
}

/** E-mails the project's client an invitation (again). */
export async function inviteProjectClient(user: Actor, projectId: string) {
  requireAdminActor(user);
  if (!isUuid(projectId)) notFound();
  const db = getDb();
  const [row] = await db
    .select({ project: projects, client: contacts })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(and(eq(projects.id, projectId)));
  if (!row) notFound();
  const userId = await linkContactToExistingUser(row.client.id, db);
  const hasAccount = userId !== null || (await accountExists(db, row.client.email));
  await queueMail(
    db,
    await invitationMail({
      to: row.client.email,
      clientName: row.client.name,
      projectName: row.project.name,
      hasAccount,
    }),
  );
  return { email: row.client.email };
}

/**
 * Deletes a project (admins only). Its deliverables go with it (the foreign key cascades), and so do
 * their stored files; messages, transactions and invoices about it stay, no longer tied to a project.
 */
export async function deleteProject(user: Actor, projectId: string) {
  requireAdminActor(user);
  if (!isUuid(projectId)) notFound();
  const db = getDb();
  const stored = await db
    .select({ key: projectDeliverables.storageKey })
    .from(projectDeliverables)
    .where(eq(projectDeliverables.projectId, projectId));
  const [row] = await db
    .delete(projects)
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id, name: projects.name });
  if (!row) notFound();
  await recordAudit(user, "project.delete", row.name, { projectId });
  for (const { key } of stored) {
    // A file that cannot be removed now is only orphaned storage; the project is gone either way.
    if (key)
      await getStorage()
        .delete(key)
        .catch((error) => console.error("[projects] file not removed:", error));
  }
  return row;
}
