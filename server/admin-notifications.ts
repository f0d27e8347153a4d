import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  conversationWaiting,
  submissionWaiting,
  WAITING_LIMIT,
  type WaitingList,
} from "../core/admin-notifications.ts";
import { assertAdmin } from "./admin-access.ts";
import { getDb } from "./db/client.ts";
import { clientMessages, contactSubmissions, profiles, users } from "./db/schema.ts";
import type { SessionUser } from "./session.ts";

/**
 * The bell's list, the items its 'waiting' count counts (server/admin-nav.ts): submissions with
 * status new, and client messages to the agency not read yet, one line per conversation.
 */
export async function listWaiting(actor: SessionUser): Promise<WaitingList> {
  assertAdmin(actor);
  const db = getDb();
  const s = contactSubmissions;
  const m = clientMessages;
  const [submissions, conversations] = await Promise.all([
    db
      .select({
        id: s.id,
        name: s.name,
        email: s.email,
        subject: s.subject,
        projectDetails: s.projectDetails,
        at: s.submittedAt,
      })
      .from(s)
      .where(eq(s.status, "new"))
      .orderBy(desc(s.submittedAt))
      .limit(WAITING_LIMIT),
    db
      .select({
        clientId: m.senderId,
        unread: sql<number>`count(*)::int`,
        at: sql<Date>`max(${m.sentAt})`,
        lastContent: sql<string>`(array_agg(${m.content} order by ${m.sentAt} desc))[1]`,
        name: sql<string>`coalesce(nullif(max(${profiles.fullName}), ''), nullif(max(${users.name}), ''), split_part(max(${users.email}), '@', 1))`,
      })
      .from(m)
      .innerJoin(users, eq(users.id, m.senderId))
      .leftJoin(profiles, eq(profiles.id, m.senderId))
      .where(and(isNull(m.recipientId), eq(m.isRead, false)))
      .groupBy(m.senderId)
      .orderBy(desc(sql`max(${m.sentAt})`))
      .limit(WAITING_LIMIT),
  ]);
  return {
    submissions: submissions.map(submissionWaiting),
    messages: conversations.map((c) => conversationWaiting({ ...c, at: new Date(c.at) })),
  };
}
