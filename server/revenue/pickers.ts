import { inArray, sql } from "drizzle-orm";
import { assertAdmin } from "../admin-access.ts";
import { getDb } from "../db/client.ts";
import { contacts, projects } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";

const LIMIT = 500;

/**
 * The choices of the transaction and invoice forms: the newest projects, their client contacts
 * and the contacts added lately. Bounded, since the CRM may hold 100,000 contacts, which no
 * select list can show, and every tab of the screen reads these; the orders say "nulls last" as
 * the created_at indexes are built, or PostgreSQL sorts every row instead of reading the index.
 */
export async function revenuePickers(actor: SessionUser) {
  assertAdmin(actor);
  const db = getDb();
  const projectRows = await db
    .select({ id: projects.id, name: projects.name, clientId: projects.clientId })
    .from(projects)
    .orderBy(sql`${projects.createdAt} desc nulls last`)
    .limit(LIMIT);
  const clientIds = [
    ...new Set(projectRows.map((p) => p.clientId).filter((id): id is string => id !== null)),
  ];
  const contactRows = clientIds.length
    ? await db
        .select({ id: contacts.id, name: contacts.name, email: contacts.email })
        .from(contacts)
        .where(inArray(contacts.id, clientIds))
    : [];
  const recent = await db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .orderBy(sql`${contacts.createdAt} desc nulls last`)
    .limit(100);
  const byId = new Map([...contactRows, ...recent].map((c) => [c.id, c]));
  const merged = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { projects: projectRows, contacts: merged };
}
