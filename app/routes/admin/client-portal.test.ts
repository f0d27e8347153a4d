import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clientMessages, projectDeliverables } from "#server/db/schema.ts";
import { setStorage } from "#server/storage/index.ts";
import { createLocalDiskStorage } from "#server/storage/local-disk.ts";
import { createActor, createClientWorld, createSignedInUser } from "../../../tests/support/portal-data.ts";
import { outcome, portalRouteArgs, postForm } from "../../../tests/support/portal-route-args.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as page from "./client-portal.tsx";
import * as contactsSearch from "./client-portal-contacts.ts";
import * as adminLayout from "./layout.tsx";

/* Route-level checks of Client Portal Management: who may use it, and what each action answers. */

const testDb = useTestDatabase({ env: { UPLOAD_MAX_MB: "0.01" } }); // about 10 KB
const root = mkdtempSync(path.join(os.tmpdir(), "admin-portal-test-"));
let admin: Awaited<ReturnType<typeof createActor>>;
let alice: Awaited<ReturnType<typeof createClientWorld>>;

beforeAll(async () => {
  setStorage(createLocalDiskStorage(root));
  admin = await createActor({ admin: true });
  alice = await createClientWorld("alice");
});
afterAll(() => {
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const asAdmin = (url: string, init?: RequestInit) => portalRouteArgs({ ...admin, isAdmin: true }, url, init);

describe("who may use it", () => {
  it("a signed-in client is refused by the admin guard (403), a visitor sent to sign in", async () => {
    const client = await createSignedInUser();
    const refused = await outcome(() =>
      adminLayout.middleware[0](
        portalRouteArgs(null, "/admin/client-portal", { headers: { cookie: client.cookie } }),
        async () => new Response(),
      ),
    );
    expect(refused.status).toBe(403);
    const visitor = await outcome(() =>
      adminLayout.middleware[0](portalRouteArgs(null, "/admin/client-portal"), async () => new Response()),
    );
    expect(visitor.status).toBe(302);
  });

  it("the loader, the action and the contact search refuse a client even past the guard", async () => {
    const asClient = (init?: RequestInit) =>
      portalRouteArgs({ ...alice.user, isAdmin: false }, "/admin/client-portal", init);
    expect((await outcome(() => page.loader(asClient()))).status).toBe(403);
    expect(
      (
        await outcome(() =>
          page.action(
            asClient(postForm({ intent: "delete-deliverable", deliverableId: alice.deliverable.id })),
          ),
        )
      ).status,
    ).toBe(403);
    const search = portalRouteArgs(
      { ...alice.user, isAdmin: false },
      "/admin/client-portal/contacts?q=alice",
    );
    expect((await outcome(() => contactsSearch.loader(search))).status).toBe(403);
    expect(await testDb.db().select().from(projectDeliverables)).toHaveLength(1);
  });
});

describe("the tabs", () => {
  it("lists projects with their client, searches, and loads the messages tab with the newest conversation open", async () => {
    const projects = await page.loader(asAdmin("/admin/client-portal"));
    expect(projects).toMatchObject({ tab: "projects", error: null, unread: 1 });
    expect(projects.projects[0]).toMatchObject({ name: alice.project.name, clientEmail: alice.user.email });
    expect((await page.loader(asAdmin("/admin/client-portal?q=nothing-matches"))).projects).toEqual([]);

    const inbox = await page.loader(asAdmin("/admin/client-portal?tab=messages"));
    expect(inbox.selected?.client.id).toBe(alice.user.id);
    expect(inbox.selected?.messages.map((m) => m.content)).toEqual(["alice says hello"]);
    // Shown first but not opened by the admin: nothing may mark it read.
    expect(inbox.opened).toBe(false);
    const chosen = await page.loader(asAdmin(`/admin/client-portal?tab=messages&client=${alice.user.id}`));
    expect(chosen.opened).toBe(true);
  });

  it("shows 'Failed to fetch deliverables' and 'Failed to fetch projects' when those reads fail", async () => {
    vi.mocked(console.error).mockImplementation(() => {}); // the failures are logged on purpose
    await testDb.withoutTable("project_deliverables", async () => {
      expect((await page.loader(asAdmin("/admin/client-portal?tab=deliverables"))).error).toBe(
        "Failed to fetch deliverables",
      );
    });
    await testDb.withoutTable("projects", async () => {
      expect((await page.loader(asAdmin("/admin/client-portal"))).error).toBe("Failed to fetch projects");
    });
  });
});

/** `size` bytes that start as a file of their kind does (uploads are checked by content). */
function withMagic(size: number, head: string) {
  const bytes = new Uint8Array(size);
  bytes.set([...head].map((c) => c.charCodeAt(0)));
  return bytes;
}

describe("the upload modal's action", () => {
  it("asks for the required fields", async () => {
    const result = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({ intent: "upload-deliverable", projectId: alice.project.id }),
        ),
      ),
    );
    expect(result).toMatchObject({
      status: 400,
      data: { ok: false, message: "Failed to upload deliverable: Please fill in all required fields" },
    });
  });

  it("stores an uploaded file with its true size and the type guessed from its name", async () => {
    const file = new File([withMagic(3000, "\0\0\0\x14ftypqt  \0\0\0\0qt  ")], "Final Cut.MOV");
    const result = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({
            intent: "upload-deliverable",
            projectId: alice.project.id,
            fileName: "Final Cut.mov",
            file,
          }),
        ),
      ),
    );
    expect(result.data).toMatchObject({ ok: true, message: "Deliverable uploaded successfully!" });
    const rows = await testDb
      .db()
      .select()
      .from(projectDeliverables)
      .where(sql`${projectDeliverables.fileName} = 'Final Cut.mov'`);
    expect(rows[0]).toMatchObject({ fileSize: 3000, fileType: "video/mp4", fileUrl: null });
  });

  it("refuses a file over the limit and a type outside the allow-list, with the reason", async () => {
    const big = new File([withMagic(20_000, "PK\x03\x04\x14\0\0\0\0\0")], "big.zip");
    const tooBig = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({
            intent: "upload-deliverable",
            projectId: alice.project.id,
            fileName: "big.zip",
            file: big,
          }),
        ),
      ),
    );
    expect(tooBig.data?.message).toBe(
      "Failed to upload deliverable: The file is larger than the 0.01 MB limit",
    );
    const page1 = new File(["<script>"], "page.html");
    const badType = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({
            intent: "upload-deliverable",
            projectId: alice.project.id,
            fileName: "page.html",
            file: page1,
          }),
        ),
      ),
    );
    expect(badType.data?.message).toMatch(/^Failed to upload deliverable: This file type is not allowed/);
  });

  it("deletes a deliverable, and says so when it cannot", async () => {
    const deleted = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({ intent: "delete-deliverable", deliverableId: alice.deliverable.id }),
        ),
      ),
    );
    expect(deleted.data).toMatchObject({ ok: true, message: "Deliverable deleted successfully" });
    const again = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({ intent: "delete-deliverable", deliverableId: alice.deliverable.id }),
        ),
      ),
    );
    expect(again.data).toMatchObject({ ok: false, message: "Failed to delete deliverable" });
  });
});

describe("projects and messages", () => {
  it("creates a project with a clear message for bad input", async () => {
    const bad = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({ intent: "save-project", name: "X", clientEmail: "not-an-email" }),
        ),
      ),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: { ok: false, message: "Please enter the client's email address" },
    });
    const good = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({
            intent: "save-project",
            name: "Spring Campaign",
            clientEmail: alice.user.email,
            value: "",
          }),
        ),
      ),
    );
    expect(good.data).toMatchObject({ ok: true, message: "Project created successfully!" });
  });

  it("answers a client and marks their messages read", async () => {
    const reply = await outcome(() =>
      page.action(
        asAdmin(
          "/admin/client-portal",
          postForm({ intent: "reply", clientId: alice.user.id, content: "On it" }),
        ),
      ),
    );
    expect(reply.data).toMatchObject({ ok: true });
    await page.action(
      asAdmin("/admin/client-portal", postForm({ intent: "mark-read", clientId: alice.user.id })),
    );
    const rows = await testDb.db().select().from(clientMessages);
    expect(rows.map((r) => [r.content, r.isRead, r.recipientId])).toEqual(
      expect.arrayContaining([
        ["alice says hello", true, null],
        ["On it", false, alice.user.id],
      ]),
    );
  });

  it("refuses an unknown intent with a message", async () => {
    const result = await outcome(() =>
      page.action(asAdmin("/admin/client-portal", postForm({ intent: "explode" }))),
    );
    expect(result).toMatchObject({ status: 400, data: { ok: false, message: "Unknown action" } });
  });
});
