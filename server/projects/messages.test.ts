import { describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import {
  countUnreadForAgency,
  deleteClientMessage,
  getConversation,
  listClientMessages,
  listConversations,
  listProjectsOfClientUser,
  markClientMessagesRead,
  markConversationRead,
  replyToClient,
  sendClientMessage,
} from "./messages.ts";
import { countUnreadForClient } from "./portal.ts";

useTestDatabase();

describe("messages between a client and the agency", () => {
  it("a client writes to the agency's inbox; the admin sees the conversation unread, reads it and answers", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("carol");
    const before = await countUnreadForAgency(admin);
    const sent = await sendClientMessage(world.user, {
      content: "  About the cut  ",
      projectId: world.project.id,
    });
    expect(sent).toMatchObject({ recipientId: null, content: "About the cut", isRead: false });
    expect(await countUnreadForAgency(admin)).toBe(before + 1);

    const conversations = await listConversations(admin);
    const carol = conversations.find((c) => c.clientId === world.user.id);
    expect(carol).toMatchObject({ unread: 2, lastContent: "About the cut", email: world.user.email });

    expect(await markConversationRead(admin, world.user.id)).toBe(2);
    expect((await listConversations(admin)).find((c) => c.clientId === world.user.id)?.unread).toBe(0);

    await replyToClient(admin, world.user.id, { content: "Sending it today", projectId: world.project.id });
    expect(await countUnreadForClient(world.user)).toBe(1);
    const { messages } = await getConversation(admin, world.user.id);
    expect(messages.map((m) => [m.content, m.mine])).toEqual([
      ["carol says hello", false],
      ["About the cut", false],
      ["Sending it today", true],
    ]);
    expect(messages[1].projectName).toBe(world.project.name);

    const clientView = await listClientMessages(world.user);
    expect(clientView.map((m) => m.mine)).toEqual([true, true, false]);
    expect(await markClientMessagesRead(world.user)).toBe(1);
    expect(await countUnreadForClient(world.user)).toBe(0);
  });

  it("answering a conversation reads it: the unread count drops with the answer", async () => {
    const admin = await createActor({ admin: true });
    const gus = await createClientWorld("gus");
    await sendClientMessage(gus.user, { content: "Is the cut ready?" });
    const before = await countUnreadForAgency(admin);
    expect((await listConversations(admin)).find((c) => c.clientId === gus.user.id)?.unread).toBe(2);
    await replyToClient(admin, gus.user.id, { content: "Friday morning." });
    expect((await listConversations(admin)).find((c) => c.clientId === gus.user.id)?.unread).toBe(0);
    expect(await countUnreadForAgency(admin)).toBe(before - 2);
  });

  it("refuses a blank message and a reply about another client's project", async () => {
    const admin = await createActor({ admin: true });
    const dan = await createClientWorld("dan");
    const erin = await createClientWorld("erin");
    await expect(sendClientMessage(dan.user, { content: "   " })).rejects.toThrow("Please write a message");
    await expect(
      replyToClient(admin, dan.user.id, { content: "x", projectId: erin.project.id }),
    ).rejects.toThrow("That project does not belong to this client");
    expect((await listProjectsOfClientUser(admin, dan.user.id)).map((p) => p.id)).toEqual([dan.project.id]);
  });

  it("searches conversations by client and by message text", async () => {
    const admin = await createActor({ admin: true });
    const fay = await createClientWorld("fay");
    await sendClientMessage(fay.user, { content: "Invoice question about pineapples" });
    expect((await listConversations(admin, "pineapple")).map((c) => c.clientId)).toEqual([fay.user.id]);
    expect((await listConversations(admin, fay.user.email)).map((c) => c.clientId)).toEqual([fay.user.id]);
    expect(await listConversations(admin, "no-such-thing-anywhere")).toEqual([]);
  });
});

describe("deleteClientMessage", () => {
  it("an admin deletes one message; a client cannot", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("erin");
    const sent = await sendClientMessage(world.user, { content: "Please remove this", projectId: "" });
    await expect(deleteClientMessage(world.user, sent.id)).rejects.toMatchObject({ status: 403 });
    await deleteClientMessage(admin, sent.id);
    const { messages } = await getConversation(admin, world.user.id);
    expect(messages.map((m) => m.id)).not.toContain(sent.id);
    await expect(deleteClientMessage(admin, sent.id)).rejects.toMatchObject({ status: 404 });
  });
});
