import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { assertAdmin } from "./admin-access.ts";
import { type Db, getDb } from "./db/client.ts";
import { auditLog } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";

/**
 * The audit log of admin writes (issue 17). Call `recordAudit(actor, action, target?, details?)`
 * after a write succeeded, with a dotted action name such as 'settings.save', 'settings.import',
 * 'admin.role_removed', 'campaign.send', 'contact.delete' or 'export.contacts'. `target` names
 * the record in words (an e-mail, a title, an id); `details` is small JSON (never secrets).
 * Pass the transaction as `db` when the write runs in one, so both commit together.
 */
export async function recordAudit(
  actor: Pick<SessionUser, "id" | "email">,
  action: string,
  target?: string | null,
  details: Record<string, unknown> = {},
  db: Db = getDb(),
) {
  await db.insert(auditLog).values({
    actorId: isUuid(actor.id) ? actor.id : null,
    actorEmail: actor.email,
    action,
    target: target ?? null,
    details,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = { q?: string; action?: string; before?: Date };

/** The newest entries first, filtered by action prefix ('settings') and/or text (who or target). */
export async function listAudit(actor: SessionUser, filter: AuditFilter = {}, db: Db = getDb()) {
  assertAdmin(actor);
  const where: SQL[] = [];
  if (filter.action)
    where.push(
      or(eq(auditLog.action, filter.action), ilike(auditLog.action, `${escapeLike(filter.action)}.%`))!,
    );
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    where.push(
      or(ilike(auditLog.actorEmail, like), ilike(auditLog.target, like), ilike(auditLog.action, like))!,
    );
  }
  if (filter.before) where.push(lt(auditLog.createdAt, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(AUDIT_PAGE_SIZE);
}

/** Entries since a moment (tests and the security tab's "today" view). */
export function auditSince(since: Date, db: Db = getDb()) {
  return db.select().from(auditLog).where(gte(auditLog.createdAt, since)).orderBy(desc(auditLog.createdAt));
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function isUuid(id: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
