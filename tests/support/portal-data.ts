import { randomUUID } from "node:crypto";
import { getAuth } from "../../server/auth.ts";
import { getDb } from "../../server/db/client.ts";
import {
  clientMessages,
  contacts,
  projectDeliverables,
  projects,
  transactions,
  users,
} from "../../server/db/schema.ts";
import { type Actor, ensureClientLinked } from "../../server/projects/access.ts";
import { createVerifiedUser } from "../../server/users.ts";

/** A user row without a password: enough for the portal's server functions. */
export async function createActor(options: { email?: string; admin?: boolean; verified?: boolean } = {}) {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await getDb()
    .insert(users)
    .values({
      email,
      name: email.split("@")[0],
      emailVerified: options.verified ?? true,
      role: options.admin ? "admin" : "client",
    })
    .returning();
  const actor: Actor = {
    id: row.id,
    email,
    emailVerified: row.emailVerified,
    isAdmin: Boolean(options.admin),
  };
  return actor;
}

/**
 * A client with an account, a linked CRM contact and one project carrying a deliverable, an
 * income transaction and a message: everything another client must never reach.
 */
export async function createClientWorld(label: string, existing?: Actor) {
  const db = getDb();
  const user =
    existing ?? (await createActor({ email: `${label}-${randomUUID().slice(0, 6)}@example.test` }));
  const [contact] = await db
    .insert(contacts)
    .values({ name: `${label} Person`, email: user.email })
    .returning();
  await ensureClientLinked(user);
  const [project] = await db
    .insert(projects)
    .values({ name: `${label} Project`, clientId: contact.id, status: "in_progress", value: "1000.00" })
    .returning();
  const [deliverable] = await db
    .insert(projectDeliverables)
    .values({
      projectId: project.id,
      fileName: `${label}.pdf`,
      fileUrl: `https://files.example/${label}.pdf`,
      fileSize: 2048,
    })
    .returning();
  const [transaction] = await db
    .insert(transactions)
    .values({
      projectId: project.id,
      contactId: contact.id,
      amount: "400.00",
      type: "income",
      category: "Video Production",
    })
    .returning();
  const [message] = await db
    .insert(clientMessages)
    .values({ senderId: user.id, projectId: project.id, content: `${label} says hello` })
    .returning();
  return { user, contact, project, deliverable, transaction, message };
}

/** A real account with a password, signed in through Better Auth: its session cookie for requests. */
export async function createSignedInUser(options: { email?: string; admin?: boolean } = {}) {
  const email = options.email ?? `signed-${randomUUID().slice(0, 8)}@example.test`;
  const password = "password123";
  const created = await createVerifiedUser({ email, password, admin: options.admin });
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const actor: Actor = { id: created.id, email, emailVerified: true, isAdmin: Boolean(options.admin) };
  return { actor, cookie };
}
