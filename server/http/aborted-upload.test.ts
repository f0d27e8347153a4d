import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtApp } from "../../tests/support/built-app.ts";
import { createClientWorld, createSignedInUser } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDb } from "../db/client.ts";
import { projectDeliverables } from "../db/schema.ts";
import { setStorage } from "../storage/index.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";

/* Issue 36 item 18: Cancel in the browser aborts the upload's request midway. Through the real
   HTTP shell on a socket, the server must then keep nothing: no stored file (finished or .part),
   no row. A finished upload through the same endpoint shows the path works at all. */

useTestDatabase();
const root = mkdtempSync(path.join(os.tmpdir(), "aborted-upload-test-"));
let server: Server;
let base: string;
/** How each request's body ended for the app reading it: all of it read, or failed midway. */
const bodies: Promise<"complete" | "failed">[] = [];
/** Every storage.put the app began. */
let puts = 0;

/** The request as the shell passes it on, its body watched to tell how the app's reading ended. */
function watched(request: Request): Request {
  if (!request.body) return request;
  const reader = request.body.getReader();
  let settle: (how: "complete" | "failed") => void = () => {};
  bodies.push(new Promise((resolve) => (settle = resolve)));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          settle("complete");
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        settle("failed");
        controller.error(error);
      }
    },
  });
  return new Request(request, { body, duplex: "half" } as RequestInit);
}

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Signed;
let client: Signed;
let projectId: string;

beforeAll(async () => {
  const disk = createLocalDiskStorage(root);
  setStorage({
    ...disk,
    put: (...args) => {
      puts++;
      return disk.put(...args);
    },
  });
  const app = await builtApp();
  const listener = getRequestListener((request: Request) => app.fetch(watched(request)));
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await createSignedInUser({ admin: true });
  client = await createSignedInUser();
  projectId = (await createClientWorld("alice", client.actor)).project.id;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const BOUNDARY = "----upload-test-boundary";
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

const storedFiles = (dir = root): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

const rowsOfProject = () =>
  getDb().select().from(projectDeliverables).where(eq(projectDeliverables.projectId, projectId));

/**
 * Sends the fields and the first megabytes of a declared 20 MB file over a raw socket, then cuts
 * the connection as a browser's abort() does; resolves with how the app's reading of it ended.
 */
async function abortMidway(url: string, cookie: string, fields: Record<string, string>) {
  const before = bodies.length;
  const preamble = Object.entries(fields)
    .map(([name, value]) => field(name, value))
    .join("");
  const head = Buffer.from(preamble + fileHead("cut.pdf"));
  const declared = head.length + 20 * 1024 * 1024;
  const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const write = (data: string | Buffer) => new Promise((resolve) => socket.write(data, resolve));
  await write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  await write(head);
  const megabyte = Buffer.alloc(1024 * 1024, 0x41);
  await write(megabyte);
  // The app has the request and is reading its body before more bytes follow and the line drops.
  while (bodies.length === before) await new Promise((resolve) => setTimeout(resolve, 10));
  await write(megabyte);
  await write(megabyte);
  socket.destroy();
  const how = await bodies[before];
  // The handler's failure path from there does no I/O; let it run out before looking.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return how;
}

describe("an upload aborted midway, through the HTTP shell", () => {
  it("stores a whole upload through the same endpoint (the path under test works)", async () => {
    const form = new FormData();
    form.set("intent", "upload-deliverable");
    form.set("projectId", projectId);
    form.set("fileName", "Whole cut");
    form.set("file", new File(["%PDF-1.4 whole"], "whole.pdf", { type: "application/pdf" }));
    const response = await fetch(`${base}/admin/uploads?intent=upload-deliverable`, {
      method: "POST",
      body: form,
      headers: { cookie: admin.cookie, origin: base },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, message: "Deliverable uploaded successfully!" });
    expect((await rowsOfProject()).map((r) => r.fileName)).toContain("Whole cut");
    expect(storedFiles()).toHaveLength(1);
  });

  it("stores a client's whole file through the portal's endpoint", async () => {
    const form = new FormData();
    form.set("intent", "client-upload");
    form.set("projectId", projectId);
    form.set("file", new File(["%PDF-1.4 brief"], "brief.pdf", { type: "application/pdf" }));
    const response = await fetch(`${base}/client-portal/uploads`, {
      method: "POST",
      body: form,
      headers: { cookie: client.cookie, origin: base },
    });
    expect(await response.json()).toMatchObject({ ok: true, message: "File sent to the team" });
    expect(storedFiles()).toHaveLength(2);
  });

  it("keeps the pages' permission checks: a client cannot use the admin's endpoint or another's project", async () => {
    const other = await createSignedInUser();
    const form = (intent: string) => {
      const body = new FormData();
      body.set("intent", intent);
      body.set("projectId", projectId);
      body.set("fileName", "Sneaky");
      body.set("file", new File(["%PDF-1.4 sneaky"], "sneaky.pdf", { type: "application/pdf" }));
      return body;
    };
    const files = storedFiles();
    const asAdmin = await fetch(`${base}/admin/uploads?intent=upload-deliverable`, {
      method: "POST",
      body: form("upload-deliverable"),
      headers: { cookie: client.cookie, origin: base },
    });
    expect(asAdmin.status).toBe(403);
    const intoOthers = await fetch(`${base}/client-portal/uploads`, {
      method: "POST",
      body: form("client-upload"),
      headers: { cookie: other.cookie, origin: base },
    });
    expect(intoOthers.status).toBe(400);
    expect(await intoOthers.json()).toMatchObject({ ok: false });
    expect(storedFiles()).toEqual(files);
    expect((await rowsOfProject()).map((r) => r.fileName)).not.toContain("sneaky.pdf");
  });

  it("keeps no file and no row when an admin's deliverable upload is cut off", async () => {
    const rows = (await rowsOfProject()).length;
    const files = storedFiles();
    const putsBefore = puts;
    const how = await abortMidway("/admin/uploads?intent=upload-deliverable", admin.cookie, {
      intent: "upload-deliverable",
      projectId,
      fileName: "Half cut",
    });
    expect(how).toBe("failed");
    expect(puts).toBe(putsBefore);
    expect((await rowsOfProject()).length).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });

  it("keeps no file and no row when a client's file upload is cut off", async () => {
    const rows = (await rowsOfProject()).length;
    const files = storedFiles();
    const putsBefore = puts;
    const how = await abortMidway("/client-portal/uploads", client.cookie, {
      intent: "client-upload",
      projectId,
    });
    expect(how).toBe("failed");
    expect(puts).toBe(putsBefore);
    expect((await rowsOfProject()).length).toBe(rows);
    expect(storedFiles()).toEqual(files);
  });
});
