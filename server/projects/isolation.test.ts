import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { clientMessages, profiles } from "../db/schema.ts";
import type { Actor } from "./access.ts";
import { listProjectsForAdmin, saveProject } from "./admin-projects.ts";
import {
  createDeliverable,
  deleteDeliverable,
  listDeliverablesForAdmin,
  openDeliverable,
} from "./deliverables.ts";
import {
  getConversation,
  listClientMessages,
  listConversations,
  markClientMessagesRead,
  markConversationRead,
  replyToClient,
  sendClientMessage,
} from "./messages.ts";
import { listClientDeliverables, listClientProjects, listClientTransactions } from "./portal.ts";
import { getProfile, updatePreferences, updateProfile } from "./profile.ts";

/* Section 6 of 001, enforced on the server: a client reaches only their own projects,
   deliverables, transactions, messages and profile. Each test tries with the other client's ids. */

const testDb = useTestDatabase();

let alice: Awaited<ReturnType<typeof createClientWorld>>;
let bob: Awaited<ReturnType<typeof createClientWorld>>;
let admin: Actor;

beforeAll(async () => {
  alice = await createClientWorld("alice");
  bob = await createClientWorld("bob");
  admin = await createActor({ admin: true });
  await replyToClient(admin, bob.user.id, { content: "Private reply to Bob" });
});

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("a client's reads contain only their own records", () => {
  it("projects", async () => {
    expect((await listClientProjects(alice.user)).map((p) => p.id)).toEqual([alice.project.id]);
  });

  it("deliverables", async () => {
    expect((await listClientDeliverables(alice.user)).map((d) => d.id)).toEqual([alice.deliverable.id]);
  });

  it("transactions", async () => {
    expect((await listClientTransactions(alice.user)).map((t) => t.id)).toEqual([alice.transaction.id]);
  });

  it("messages: only those they sent or received", async () => {
    const messages = await listClientMessages(alice.user);
    expect(messages.map((m) => m.content)).toEqual(["alice says hello"]);
    expect((await listClientMessages(bob.user)).map((m) => m.content)).toEqual([
      "bob says hello",
      "Private reply to Bob",
    ]);
  });

  it("a user with no linked contact sees nothing", async () => {
    const nobody = await createActor();
    expect(await listClientProjects(nobody)).toEqual([]);
    expect(await listClientDeliverables(nobody)).toEqual([]);
    expect(await listClientTransactions(nobody)).toEqual([]);
  });
});

describe("a client cannot reach another client's records by id", () => {
  it("cannot download another client's deliverable (404, as if it did not exist)", async () => {
    expect(await status(openDeliverable(alice.user, bob.deliverable.id))).toBe(404);
    expect(await openDeliverable(alice.user, alice.deliverable.id)).toEqual({
      kind: "link",
      url: "https://files.example/alice.pdf",
    });
  });

  it("cannot post a message about another client's project", async () => {
    expect(await status(sendClientMessage(alice.user, { content: "hi", projectId: bob.project.id }))).toBe(
      404,
    );
    const bobProjectMessages = await testDb
      .db()
      .select()
      .from(clientMessages)
      .where(eq(clientMessages.projectId, bob.project.id));
    expect(bobProjectMessages.map((m) => m.content)).toEqual(["bob says hello"]);
  });

  it("marking messages read touches only their own", async () => {
    await markClientMessagesRead(alice.user);
    const [reply] = await testDb
      .db()
      .select()
      .from(clientMessages)
      .where(eq(clientMessages.content, "Private reply to Bob"));
    expect(reply.isRead).toBe(false);
  });

  it("profile and preferences writes change only the acting user's row", async () => {
    await updateProfile(bob.user, { fullName: "Bob Original" });
    // An extra id in the input is ignored: the functions only ever write the acting user's row.
    await updateProfile(alice.user, { id: bob.user.id, fullName: "Alice A" });
    await updatePreferences(alice.user, { id: bob.user.id, marketing_emails: true });
    expect((await getProfile(bob.user)).fullName).toBe("Bob Original");
    expect((await getProfile(bob.user)).notificationPreferences.marketing_emails).toBe(false);
    const rows = await testDb.db().select().from(profiles);
    expect(rows.find((r) => r.id === alice.user.id)?.fullName).toBe("Alice A");
  });
});

describe("a client cannot use the admin functions", () => {
  it.each([
    ["listProjectsForAdmin", () => listProjectsForAdmin(alice.user)],
    [
      "saveProject",
      () => saveProject(alice.user, { name: "x", clientEmail: alice.user.email }, bob.project.id),
    ],
    ["listDeliverablesForAdmin", () => listDeliverablesForAdmin(alice.user)],
    [
      "createDeliverable",
      () => createDeliverable(alice.user, { projectId: bob.project.id, fileName: "x.pdf" }),
    ],
    ["deleteDeliverable", () => deleteDeliverable(alice.user, bob.deliverable.id)],
    ["listConversations", () => listConversations(alice.user)],
    ["getConversation", () => getConversation(alice.user, bob.user.id)],
    ["replyToClient", () => replyToClient(alice.user, bob.user.id, { content: "hi" })],
    ["markConversationRead", () => markConversationRead(alice.user, bob.user.id)],
  ])("%s answers 403", async (_name, call) => {
    expect(await status(call())).toBe(403);
  });

  it("and nothing of Bob's changed", async () => {
    expect((await listClientDeliverables(bob.user)).map((d) => d.id)).toEqual([bob.deliverable.id]);
    expect((await listClientProjects(bob.user))[0].name).toBe("bob Project");
  });
});
