import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { messageSchema } from "../../core/client-messages.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { clientMessages, contacts, profiles, projects, users } from "../db/schema.ts";
import { type Actor, isUuid, notFound, requireAdminActor, requireProjectAccess } from "./access.ts";
import { fieldErrorsOf, InputError } from "./errors.ts";

/* Messages between clients and the agency. A client writes to the agency's shared inbox
   (recipient_id NULL); an admin answers a client (recipient_id = the client). A conversation is
   therefore keyed by the client: recipient_id when set, otherwise sender_id. */

const THREAD_LIMIT = 500;
const senderProfiles = aliasedTable(profiles, "sender_profile");
const senders = aliasedTable(users, "sender");

/** The name shown for a person: profile full name, account name, or the e-mail prefix. */
const displayName = (profile: typeof profiles, user: typeof users) =>
  sql<string>`coalesce(nullif(${profile.fullName}, ''), nullif(${user.name}, ''), split_part(${user.email}, '@', 1))`;

async function thread(where: SQL | undefined, viewerId: string) {
  const rows = await getDb()
    .select({
      id: clientMessages.id,
      content: clientMessages.content,
      sentAt: clientMessages.sentAt,
      isRead: clientMessages.isRead,
      senderId: clientMessages.senderId,
      recipientId: clientMessages.recipientId,
      projectId: clientMessages.projectId,
      projectName: projects.name,
      senderName: displayName(senderProfiles, senders),
      senderAvatarUrl: senderProfiles.avatarUrl,
    })
    .from(clientMessages)
    .innerJoin(senders, eq(senders.id, clientMessages.senderId))
    .leftJoin(senderProfiles, eq(senderProfiles.id, clientMessages.senderId))
    .leftJoin(projects, eq(projects.id, clientMessages.projectId))
    .where(where)
    .orderBy(desc(clientMessages.sentAt))
    .limit(THREAD_LIMIT);
  // The newest THREAD_LIMIT, shown oldest first like a chat.
  return rows.reverse().map((m) => ({ ...m, mine: m.senderId === viewerId }));
}

export type ThreadMessage = Awaited<ReturnType<typeof thread>>[number];

/** The client's conversation: messages they sent or received, oldest first (001 section 7). */
export function listClientMessages(user: Actor) {
  return thread(or(eq(clientMessages.senderId, user.id), eq(clientMessages.recipientId, user.id)), user.id);
}

function parseMessage(raw: unknown) {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    throw new InputError(Object.values(fieldErrors)[0], fieldErrors);
  }
  return parsed.data;
}

/** A client writes to the agency, optionally about one of their own projects. */
export async function sendClientMessage(user: Actor, raw: unknown) {
  const input = parseMessage(raw);
  if (input.projectId) await requireProjectAccess(user, input.projectId);
  const [row] = await getDb()
    .insert(clientMessages)
    .values({
      senderId: user.id,
      recipientId: null,
      projectId: input.projectId ?? null,
      content: input.content,
    })
    .returning();
  return row;
}

/** The client has seen the messages sent to them. */
export async function markClientMessagesRead(user: Actor) {
  const rows = await getDb()
    .update(clientMessages)
    .set({ isRead: true })
    .where(and(eq(clientMessages.recipientId, user.id), eq(clientMessages.isRead, false)))
    .returning({ id: clientMessages.id });
  return rows.length;
}

const conversationKey = sql<string>`coalesce(${clientMessages.recipientId}, ${clientMessages.senderId})`;

/** Every client's conversation for the admin messages tab, most recent first, optionally searched. */
export async function listConversations(user: Actor, search = "") {
  requireAdminActor(user);
  const db = getDb();
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const summary = db
    .select({
      clientId: sql<string>`${conversationKey}`.as("client_id"),
      unread:
        sql<number>`count(*) filter (where ${clientMessages.recipientId} is null and not ${clientMessages.isRead})::int`.as(
          "unread",
        ),
      lastAt: sql<Date>`max(${clientMessages.sentAt})`.as("last_at"),
      lastContent:
        sql<string>`(array_agg(${clientMessages.content} order by ${clientMessages.sentAt} desc))[1]`.as(
          "last_content",
        ),
    })
    .from(clientMessages)
    .groupBy(conversationKey)
    .as("summary");
  const matchingContent = db
    .select({ key: conversationKey })
    .from(clientMessages)
    .where(ilike(clientMessages.content, pattern));
  const rows = await db
    .select({
      clientId: summary.clientId,
      unread: summary.unread,
      lastAt: summary.lastAt,
      lastContent: summary.lastContent,
      email: users.email,
      name: displayName(profiles, users),
      company: profiles.company,
    })
    .from(summary)
    .innerJoin(users, eq(users.id, summary.clientId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      q
        ? or(
            ilike(users.email, pattern),
            ilike(users.name, pattern),
            ilike(profiles.fullName, pattern),
            ilike(profiles.company, pattern),
            inArray(summary.clientId, matchingContent),
          )
        : undefined,
    )
    .orderBy(desc(summary.lastAt))
    .limit(100);
  return rows.map((r) => ({ ...r, lastAt: new Date(r.lastAt) }));
}

export type Conversation = Awaited<ReturnType<typeof listConversations>>[number];

async function requireUserExists(clientUserId: string) {
  if (!isUuid(clientUserId)) notFound();
  const [row] = await getDb()
    .select({ id: users.id, email: users.email, name: displayName(profiles, users) })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, clientUserId));
  if (!row) notFound();
  return row;
}

/** One client's conversation, for an admin. */
export async function getConversation(user: Actor, clientUserId: string) {
  requireAdminActor(user);
  const client = await requireUserExists(clientUserId);
  const messages = await thread(
    or(eq(clientMessages.senderId, clientUserId), eq(clientMessages.recipientId, clientUserId)),
    user.id,
  );
  return { client, messages };
}

/** An admin answers a client, optionally about one of that client's projects. */
export async function replyToClient(user: Actor, clientUserId: string, raw: unknown) {
  requireAdminActor(user);
  const input = parseMessage(raw);
  await requireUserExists(clientUserId);
  const db = getDb();
  if (input.projectId) {
    const [own] = await db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(contacts, eq(contacts.id, projects.clientId))
      .where(and(eq(projects.id, input.projectId), eq(contacts.userId, clientUserId)));
    if (!own)
      throw new InputError("That project does not belong to this client", {
        projectId: "Choose one of the client's projects",
      });
  }
  // Answering a conversation reads it: the client's messages to the agency stop counting as
  // unread (the sidebar's Client Messages badge) with the answer, in one transaction.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientMessages)
      .values({
        senderId: user.id,
        recipientId: clientUserId,
        projectId: input.projectId ?? null,
        content: input.content,
      })
      .returning();
    await tx.update(clientMessages).set({ isRead: true }).where(unreadFromClient(clientUserId));
    return row;
  });
}

/** A client's messages to the agency that no admin has read yet. */
const unreadFromClient = (clientUserId: string) =>
  and(
    eq(clientMessages.senderId, clientUserId),
    isNull(clientMessages.recipientId),
    eq(clientMessages.isRead, false),
  );

/** An admin deletes one message of a conversation (either side's). */
export async function deleteClientMessage(user: Actor, messageId: string) {
  requireAdminActor(user);
  if (!isUuid(messageId)) notFound();
  const [row] = await getDb()
    .delete(clientMessages)
    .where(eq(clientMessages.id, messageId))
    .returning({ id: clientMessages.id });
  if (!row) notFound();
  await recordAudit(user, "message.delete", null, { messageId });
  return row;
}

/** Reading a conversation marks the client's messages to the agency as read. */
export async function markConversationRead(user: Actor, clientUserId: string) {
  requireAdminActor(user);
  if (!isUuid(clientUserId)) notFound();
  const rows = await getDb()
    .update(clientMessages)
    .set({ isRead: true })
    .where(unreadFromClient(clientUserId))
    .returning({ id: clientMessages.id });
  return rows.length;
}

/** Client messages waiting in the agency's inbox (for the admin sidebar's Messages badge). */
export async function countUnreadForAgency(user: Actor) {
  requireAdminActor(user);
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(clientMessages)
    .where(and(isNull(clientMessages.recipientId), eq(clientMessages.isRead, false)));
  return row?.n ?? 0;
}

/** The projects of one client, for the admin's project selector when answering. */
export async function listProjectsOfClientUser(user: Actor, clientUserId: string) {
  requireAdminActor(user);
  if (!isUuid(clientUserId)) return [];
  return getDb()
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(eq(contacts.userId, clientUserId))
    .orderBy(asc(projects.name));
}
