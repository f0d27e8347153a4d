import { asc, eq, sql } from "drizzle-orm";
import { ActionError } from "../admin-access.ts";
import { type Db, getDb } from "../db/client.ts";
import { projectActivity, projects, users } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import type { Actor } from "./access.ts";
import { isUuid } from "./access.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";

/* What the task, milestone and board functions share: the refusals with their
   messages, the activity history and the admins a task may be assigned to. */

export const PROJECT_GONE_MESSAGE = "This project no longer exists (another admin may have deleted it)";

/** A zod result as an InputError carrying each field's first message. */
export function parsed<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error.issues);
  throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
}

/** The project, locked for this transaction, or the message that another admin deleted it. */
export async function lockProject(tx: Db, projectId: string) {
  if (!isUuid(projectId)) throw new ActionError(PROJECT_GONE_MESSAGE, 404);
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project) throw new ActionError(PROJECT_GONE_MESSAGE, 404);
  return project;
}

export async function recordActivity(
  tx: Db,
  actor: Actor,
  projectId: string,
  action: string,
  summary: string,
  details: Record<string, unknown> = {},
) {
  await tx.insert(projectActivity).values({
    projectId,
    actorId: isUuid(actor.id) ? actor.id : null,
    actorEmail: actor.email,
    action,
    summary,
    details,
  });
}

/** The agency's admins (role admin, or an owner e-mail of ADMIN_EMAILS): who a task may go to. */
export async function listAssignableAdmins(db: Db = getDb()) {
  const owners = getEnv().ADMIN_EMAILS;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      owners.length
        ? sql`${users.role} = 'admin' or lower(${users.email}) in ${owners}`
        : eq(users.role, "admin"),
    )
    .orderBy(asc(users.name), asc(users.email));
}

export async function assertAssignable(db: Db, assigneeId: string | null) {
  if (!assigneeId) return null;
  const admins = isUuid(assigneeId) ? await listAssignableAdmins(db) : [];
  const admin = admins.find((a) => a.id === assigneeId);
  if (!admin) {
    throw new InputError("Please choose one of the agency's admins", {
      assigneeId: "Please choose one of the agency's admins",
    });
  }
  return admin;
}
