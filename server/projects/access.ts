import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { type Db, getDb } from "../db/client.ts";
import { contacts, projects, users } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";

/** The user acting on a portal or admin function; decided by the guards on every request. */
export type Actor = Pick<SessionUser, "id" | "email" | "emailVerified" | "isAdmin">;

export type ProjectRow = typeof projects.$inferSelect;

/* Guards throw responses (STYLE.md). A client asking for something that is not theirs gets the
   same 404 as for something that does not exist: the answer must not reveal other clients' ids. */
export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export function requireAdminActor(user: Actor): void {
  if (!user.isAdmin) throw Response.json({ reason: "forbidden", email: user.email }, { status: 403 });
}

/** The ids of the contacts (CRM client records) linked to this user's account. */
export function ownContactIds(userId: string, db: Db = getDb()) {
  return db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId));
}

/** The ids of the projects whose client is linked to this user's account. */
export function ownProjectIds(userId: string, db: Db = getDb()) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(inArray(projects.clientId, ownContactIds(userId, db)));
}

/**
 * The project, if the user may see it: admins any project, clients only those whose client
 * contact is linked to their account. Anything else is a 404.
 */
export async function requireProjectAccess(user: Actor, projectId: string): Promise<ProjectRow> {
  if (!isUuid(projectId)) notFound();
  const db = getDb();
  const condition = user.isAdmin
    ? eq(projects.id, projectId)
    : and(eq(projects.id, projectId), inArray(projects.clientId, ownContactIds(user.id, db)));
  const [project] = await db.select().from(projects).where(condition);
  if (!project) notFound();
  return project;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * Links the user's account to the CRM contacts that carry the same e-mail (see
 * docs/decisions/001-client-accounts.md), and unlinks contacts whose e-mail no longer matches.
 * Only a verified e-mail proves the person owns the address, so nothing is linked before that.
 * Reads first and writes only when something changes: the contacts table announces every write
 * statement to the admin screens.
 */
export async function ensureClientLinked(user: Actor): Promise<number> {
  if (user.isAdmin) return 0;
  const db = getDb();
  const email = user.email.trim().toLowerCase();
  const mine = user.emailVerified
    ? or(
        and(isNull(contacts.userId), eq(sql`lower(${contacts.email})`, email)),
        and(eq(contacts.userId, user.id), ne(sql`lower(${contacts.email})`, email)),
      )
    : eq(contacts.userId, user.id);
  const rows = await db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(mine);
  const link = rows
    .filter((r) => user.emailVerified && r.email.trim().toLowerCase() === email)
    .map((r) => r.id);
  const unlink = rows.filter((r) => !link.includes(r.id)).map((r) => r.id);
  if (link.length) await db.update(contacts).set({ userId: user.id }).where(inArray(contacts.id, link));
  if (unlink.length) await db.update(contacts).set({ userId: null }).where(inArray(contacts.id, unlink));
  return link.length;
}

/** When the agency records a client, links the contact at once if its owner already has a verified account. */
export async function linkContactToExistingUser(contactId: string, db: Db = getDb()) {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  if (!contact || contact.userId) return contact?.userId ?? null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, contact.email.trim().toLowerCase()), eq(users.emailVerified, true)),
    );
  if (!user) return null;
  await db.update(contacts).set({ userId: user.id }).where(eq(contacts.id, contactId));
  return user.id;
}
