import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { uniqueDatabaseName, withDatabaseName } from "../tests/support/test-database-names.ts";
import { openDatabase } from "./db/client.ts";
import { eventStreamResponse, SHUTDOWN_GOODBYE } from "./event-stream.ts";
import { createApp } from "./http/app.ts";
import { forgetStorageCheck, setPhase } from "./lifecycle.ts";
import { createRealtimeHub } from "./realtime.ts";
import type { FileStorage } from "./storage/index.ts";
import { getStorage, setStorage } from "./storage/index.ts";

const testDb = useTestDatabase();

const app = () =>
  createApp({
    mode: "production",
    build: async () => {
      throw new Error("no build in this test");
    },
  });

async function readyz() {
  const response = await app().request("/readyz");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

afterEach(() => {
  setPhase("starting");
  forgetStorageCheck();
});

describe("GET /readyz (issue 33 item 5)", () => {
  it("is 503 before the server is ready (migrations, listen), 200 once it is, 503 while draining", async () => {
    expect(await readyz()).toMatchObject({ status: 503, body: { ok: false, reason: "starting" } });
    setPhase("ready");
    expect(await readyz()).toEqual({ status: 200, body: { ok: true } });
    setPhase("draining");
    expect(await readyz()).toMatchObject({ status: 503, body: { ok: false, reason: "draining" } });
    // Liveness is another question: the process still answers.
    expect((await app().request("/healthz")).status).toBe(200);
  });

  it("is 503 naming the storage's problem in words when files cannot be stored (item 8)", async () => {
    setPhase("ready");
    const working = getStorage();
    const failing: FileStorage = {
      ...working,
      check: async () => {
        throw new Error('The bucket "agency-files" does not exist (S3_BUCKET)');
      },
    };
    setStorage(failing);
    try {
      expect(await readyz()).toMatchObject({
        status: 503,
        body: {
          reason: "storage",
          message: 'Storage is failing: The bucket "agency-files" does not exist (S3_BUCKET)',
        },
      });
    } finally {
      setStorage(working);
    }
  });
});

describe("event streams of an instance that shuts down", () => {
  it("end with a reconnect hint (SSE retry:) so browsers come back at once, through another instance", async () => {
    const hub = createRealtimeHub(testDb.database());
    const response = eventStreamResponse(hub, { id: "u1", isAdmin: false });
    hub.closeAll("shutdown");
    const text = await response.text();
    expect(text.startsWith("retry: 1000\n")).toBe(true);
    expect(text.endsWith(SHUTDOWN_GOODBYE)).toBe(true);
    expect(SHUTDOWN_GOODBYE).toContain("retry: 1000\nevent: reconnect");
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)("migrations when several instances start together (PostgreSQL)", () => {
  it("run once: four instances opening one empty database all start", async () => {
    const name = uniqueDatabaseName("agency_migrate");
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = withDatabaseName(serverUrl!, name);
      const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url })));
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const applied = await check.query(
        "select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations",
      );
      await check.end();
      expect(applied.rows[0].n).toBe(applied.rows[0].d);
      expect(applied.rows[0].n).toBeGreaterThan(0);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
