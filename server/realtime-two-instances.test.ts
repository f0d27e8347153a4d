import { afterAll, describe, expect, it, vi } from "vitest";
import { createClientWorld, createSignedInUser } from "../tests/support/portal-data.ts";
import { sseReader } from "../tests/support/sse.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { clientMessages } from "./db/schema.ts";
import { createApp } from "./http/app.ts";
import { createRealtimeHub, type RealtimeHub } from "./realtime.ts";

// Hashes passwords and writes whole demo worlds: under a loaded CI machine this takes far longer
// than a unit test, so this file alone gets more time (wall-clock is never asserted).
vi.setConfig({ testTimeout: 90_000 });

const testDb = useTestDatabase();
const postgres = Boolean(process.env.TEST_DATABASE_URL);
if (!postgres) {
  console.info(
    "[skip] live updates across two app instances: needs TEST_DATABASE_URL (a PostgreSQL that two instances share; PGlite lives inside one process)",
  );
}

const opened: Database[] = [];
const hubs: RealtimeHub[] = [];
afterAll(async () => {
  for (const hub of hubs) await hub.stop();
  for (const database of opened) await database.close();
});

/** One app instance: its own connection pool, its own LISTEN connection and hub, its own HTTP app. */
async function startInstance(url: string) {
  const database = await openDatabase({ url, migrate: false });
  const hub = createRealtimeHub(database);
  await hub.start();
  opened.push(database);
  hubs.push(hub);
  const app = createApp({
    mode: "production",
    build: async () => {
      throw new Error("no build in this test");
    },
    realtime: () => hub,
  });
  return { database, app };
}

describe.skipIf(!postgres)("live updates across two app instances sharing one PostgreSQL", () => {
  it("a message written through instance A reaches the admin and its client streaming from instance B, not another client", async () => {
    const a = await startInstance(testDb.url()!);
    const b = await startInstance(testDb.url()!);
    const alice = await createSignedInUser();
    const bob = await createSignedInUser();
    const admin = await createSignedInUser({ admin: true });
    await createClientWorld("alice", alice.actor);
    await createClientWorld("bob", bob.actor);

    const stream = async (who: { cookie: string }) =>
      sseReader(await b.app.request("/api/events", { headers: { cookie: who.cookie } }));
    const adminOnB = await stream(admin);
    const aliceOnB = await stream(alice);
    const bobOnB = await stream(bob);

    const [message] = await a.database.db
      .insert(clientMessages)
      .values({ senderId: alice.actor.id, content: "Written through instance A" })
      .returning();
    const isIt = (e: Record<string, unknown>) => e.id === message.id;
    expect(await adminOnB.next(isIt)).toEqual({ table: "client_messages", op: "INSERT", id: message.id });
    expect(await aliceOnB.next(isIt)).not.toBeNull();
    expect((await bobOnB.drain(300)).filter(isIt)).toEqual([]);
    for (const s of [adminOnB, aliceOnB, bobOnB]) await s.cancel();
  });
});
