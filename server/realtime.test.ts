import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../tests/support/portal-data.ts";
import { sseReader } from "../tests/support/sse.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { contacts, projectDeliverables, projectMilestones, transactions } from "./db/schema.ts";
import { eventStreamResponse } from "./event-stream.ts";
import { replyToClient, sendClientMessage } from "./projects/messages.ts";
import { createRealtimeHub, type RealtimeHub } from "./realtime.ts";

const testDb = useTestDatabase();

let hub: RealtimeHub;
beforeAll(async () => {
  hub = createRealtimeHub(testDb.database());
  await hub.start();
});
afterAll(() => hub?.stop());

/* The trigger's ids are only routing hints: the hub re-reads the row to decide who may see it. */
describe("live changes reach exactly the users who may see them", () => {
  it("messages, deliverables and transactions go to their client and to admins, never to another client", async () => {
    const alice = await createClientWorld("alice");
    const bob = await createClientWorld("bob");
    const admin = await createActor({ admin: true });
    const streams = {
      alice: sseReader(eventStreamResponse(hub, alice.user)),
      bob: sseReader(eventStreamResponse(hub, bob.user)),
      admin: sseReader(eventStreamResponse(hub, admin)),
    };

    const message = await sendClientMessage(alice.user, { content: "Live hello" });
    const isMessage = (e: Record<string, unknown>) => e.table === "client_messages" && e.id === message.id;
    expect(await streams.alice.next(isMessage)).toEqual({
      table: "client_messages",
      op: "INSERT",
      id: message.id,
    });
    expect(await streams.admin.next(isMessage)).not.toBeNull();

    const reply = await replyToClient(admin, alice.user.id, { content: "Live answer" });
    expect(await streams.alice.next((e) => e.id === reply.id)).not.toBeNull();

    const [file] = await testDb
      .db()
      .insert(projectDeliverables)
      .values({ projectId: alice.project.id, fileName: "new.pdf", fileUrl: "https://x.example/new.pdf" })
      .returning();
    expect(
      await streams.alice.next((e) => e.table === "project_deliverables" && e.id === file.id),
    ).not.toBeNull();

    const [payment] = await testDb
      .db()
      .insert(transactions)
      .values({ projectId: alice.project.id, amount: "10.00", type: "income" })
      .returning();
    expect(await streams.alice.next((e) => e.id === payment.id)).not.toBeNull();

    // Admin-only tables announce per statement and go to admins only.
    await testDb.db().insert(contacts).values({ name: "Lead", email: "lead@example.test" });
    expect(await streams.admin.next((e) => e.table === "contacts")).toMatchObject({ op: "INSERT" });

    const seenByBob = await streams.bob.drain(300);
    const aliceIds = [message.id, reply.id, file.id, payment.id];
    expect(seenByBob.filter((e) => aliceIds.includes(e.id as string) || e.table === "contacts")).toEqual([]);
    for (const stream of Object.values(streams)) await stream.cancel();
  });

  it("forgets a stream when its reader goes away", async () => {
    const user = await createActor();
    const before = hub.subscriberCount;
    const controller = new AbortController();
    const stream = sseReader(eventStreamResponse(hub, user, controller.signal));
    expect(hub.subscriberCount).toBe(before + 1);
    controller.abort();
    await stream.cancel();
    expect(hub.subscriberCount).toBe(before);
  });

  it("starts the stream with the ready event and a reconnect hint", async () => {
    const user = await createActor();
    const response = eventStreamResponse(hub, user);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await reader.read();
    expect(value).toContain("retry: 1000");
    expect(value).toContain("event: ready");
    await reader.cancel();
  });

  it("tells a stream that opens which of its tables changed lately, a client only of its own rows", async () => {
    const alice = await createClientWorld("alice-late");
    const bob = await createClientWorld("bob-late");
    const admin = await createActor({ admin: true });
    // Changes made while nobody listens (between a page's render and its stream's start).
    await testDb
      .db()
      .insert(projectMilestones)
      .values({ projectId: alice.project.id, title: "Before the stream" });
    await testDb
      .db()
      .insert(contacts)
      .values({ name: "Between render and stream", email: "between@example.test" });
    const firstEvent = async (user: { id: string; isAdmin: boolean }) => {
      const reader = eventStreamResponse(hub, user).body!.pipeThrough(new TextDecoderStream()).getReader();
      // A change pushed between the subscription and the 'ready' event comes first: read on to it.
      let text = "";
      let ready: RegExpExecArray | null = null;
      while (!ready) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        ready = /event: ready\ndata: (.*)\n/.exec(text);
      }
      await reader.cancel();
      return JSON.parse(ready?.[1] ?? "null");
    };
    // The changes have reached the hub (their NOTIFY) once an admin's stream reports them.
    await expect
      .poll(async () => Object.keys((await firstEvent(admin)).changedMsAgo).sort())
      .toEqual(expect.arrayContaining(["client_messages", "contacts"]));
    const forAlice = (await firstEvent(alice.user)).changedMsAgo;
    expect(forAlice.project_milestones).toBeGreaterThanOrEqual(0);
    expect(forAlice.contacts).toBeUndefined();
    // Bob hears of his own world's rows (made a moment ago), not of Alice's milestone.
    const forBob = (await firstEvent(bob.user)).changedMsAgo;
    expect(forBob.client_messages).toBeGreaterThanOrEqual(0);
    expect(forBob.project_milestones).toBeUndefined();
  });
});
