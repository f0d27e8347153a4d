import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientWorld, createSignedInUser } from "../../tests/support/portal-data.ts";
import { sseReader } from "../../tests/support/sse.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { clientMessages, projectDeliverables } from "../db/schema.ts";
import { createDeliverable } from "../projects/deliverables.ts";
import { createRealtimeHub, type RealtimeHub } from "../realtime.ts";
import { getStorage, setStorage } from "../storage/index.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";
import { createApp } from "./app.ts";

/* Route-level isolation of the portal's raw endpoints, through the whole HTTP shell with real
   sessions: the download route and the live-update stream, for visitor, client, other client and admin. */

const testDb = useTestDatabase();
const root = mkdtempSync(path.join(os.tmpdir(), "endpoints-test-"));
let hub: RealtimeHub;
let app: ReturnType<typeof createApp>;

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let alice: Signed;
let bob: Signed;
let admin: Signed;
let aliceWorld: Awaited<ReturnType<typeof createClientWorld>>;
let uploadedId: string;

beforeAll(async () => {
  setStorage(createLocalDiskStorage(root));
  hub = createRealtimeHub(testDb.database());
  await hub.start();
  app = createApp({
    mode: "production",
    build: async () => {
      throw new Error("no build in this test");
    },
    realtime: () => hub,
  });
  alice = await createSignedInUser();
  bob = await createSignedInUser();
  admin = await createSignedInUser({ admin: true });
  aliceWorld = await createClientWorld("alice", alice.actor);
  await createClientWorld("bob", bob.actor);
  const uploaded = await createDeliverable(
    admin.actor,
    { projectId: aliceWorld.project.id, fileName: "Storyboard.pdf" },
    { name: "storyboard.pdf", body: new Blob(["%PDF-1.4 fake storyboard"]).stream() },
  );
  uploadedId = uploaded.id;
});

afterAll(async () => {
  await hub?.stop();
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, who?: Signed) =>
  app.request(url, { headers: who ? { cookie: who.cookie } : {}, redirect: "manual" });

describe("GET /files/deliverables/:id", () => {
  it("streams an uploaded file to its client, with its true size and a safe disposition", async () => {
    const response = await get(`/files/deliverables/${uploadedId}`, alice);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBe("24");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="Storyboard.pdf"/);
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(await response.text()).toBe("%PDF-1.4 fake storyboard");
  });

  it("redirects to a link deliverable", async () => {
    const response = await get(`/files/deliverables/${aliceWorld.deliverable.id}`, alice);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://files.example/alice.pdf");
  });

  it("answers 404 to another client, for a file and for a link", async () => {
    expect((await get(`/files/deliverables/${uploadedId}`, bob)).status).toBe(404);
    expect((await get(`/files/deliverables/${aliceWorld.deliverable.id}`, bob)).status).toBe(404);
    expect((await get(`/files/deliverables/${crypto.randomUUID()}`, bob)).status).toBe(404);
    expect((await get("/files/deliverables/..%2F..%2Fetc%2Fpasswd", bob)).status).toBe(404);
  });

  it("saves SVG and HTML as attachments, never inline, whatever type the row claims (issue 35 item 5)", async () => {
    const svg = await createDeliverable(
      admin.actor,
      { projectId: aliceWorld.project.id, fileName: "Logo.svg" },
      {
        name: "logo.svg",
        type: "image/svg+xml",
        body: new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']).stream(),
      },
    );
    // A file stored before uploads were checked, whose row says PNG.
    const key = `deliverables/${aliceWorld.project.id}/legacy.html`;
    await getStorage().put(key, new Blob(["<script>alert(1)</script>"]).stream());
    const [legacy] = await testDb
      .db()
      .insert(projectDeliverables)
      .values({
        projectId: aliceWorld.project.id,
        fileName: "Preview.png",
        storageKey: key,
        fileSize: 25,
        fileType: "image/png",
        uploadedBy: admin.actor.id,
      })
      .returning();
    for (const [id, name] of [
      [svg.id, "Logo.svg"],
      [legacy.id, "Preview.png.html"],
    ]) {
      const response = await get(`/files/deliverables/${id}`, alice);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/octet-stream");
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="${name}"`),
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      await response.arrayBuffer();
    }
  });

  it("serves admins every deliverable", async () => {
    expect((await get(`/files/deliverables/${uploadedId}`, admin)).status).toBe(200);
  });

  it("sends visitors to sign in, remembering the file", async () => {
    const response = await get(`/files/deliverables/${uploadedId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/files/deliverables/${uploadedId}`)}`,
    );
  });
});

describe("GET /api/events", () => {
  it("refuses visitors", async () => {
    expect((await get("/api/events")).status).toBe(401);
  });

  it("streams a client's own changes but not another client's, and everything to admins", async () => {
    const aliceStream = sseReader(await get("/api/events", alice));
    const bobStream = sseReader(await get("/api/events", bob));
    const adminStream = sseReader(await get("/api/events", admin));
    const [message] = await testDb
      .db()
      .insert(clientMessages)
      .values({ senderId: alice.actor.id, content: "Streamed" })
      .returning();
    const isIt = (e: Record<string, unknown>) => e.id === message.id;
    expect(await aliceStream.next(isIt)).toEqual({ table: "client_messages", op: "INSERT", id: message.id });
    expect(await adminStream.next(isIt)).not.toBeNull();
    expect((await bobStream.drain(300)).filter(isIt)).toEqual([]);
    for (const stream of [aliceStream, bobStream, adminStream]) await stream.cancel();
  });
});
