import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { setStorage } from "../storage/index.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";
import {
  createDeliverable,
  deleteDeliverable,
  listDeliverablesForAdmin,
  openDeliverable,
} from "./deliverables.ts";
import { InputError } from "./errors.ts";

useTestDatabase({ env: { UPLOAD_MAX_MB: "0.001" } }); // about 1 KB, so the limit is cheap to cross

const root = mkdtempSync(path.join(os.tmpdir(), "deliverables-test-"));
beforeAll(() => setStorage(createLocalDiskStorage(root)));
afterAll(() => {
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const fileOf = (name: string, bytes: number) => ({
  name,
  body: new Blob([new Uint8Array(bytes).fill(65)]).stream(),
});
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("createDeliverable", () => {
  it("stores a link with the type guessed from the file name", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("link");
    const row = await createDeliverable(admin, {
      projectId: project.id,
      fileName: "Rough Cut.MOV",
      fileUrl: "https://files.example/cut.mov",
      description: "First edit",
    });
    expect(row).toMatchObject({ fileType: "video/mp4", fileSize: 0, storageKey: null, uploadedBy: admin.id });
  });

  it("stores an uploaded file on disk with its true size, and serves the same bytes", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("upload");
    const row = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "Brief.pdf" },
      fileOf("brief.pdf", 700),
    );
    expect(row).toMatchObject({ fileSize: 700, fileType: "application/pdf", fileUrl: null });
    const download = await openDeliverable(world.user, row.id);
    expect(download.kind).toBe("file");
    if (download.kind !== "file") return;
    expect(download.size).toBe(700);
    expect((await new Response(download.body).arrayBuffer()).byteLength).toBe(700);
    const listed = await listDeliverablesForAdmin(admin, "brief");
    expect(listed.map((d) => [d.id, d.uploaded, d.projectName])).toEqual([
      [row.id, true, world.project.name],
    ]);
  });

  it("refuses a file over the size limit and leaves nothing behind", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("big");
    const before = storedFiles().length;
    const error = await createDeliverable(
      admin,
      { projectId: project.id, fileName: "Big.zip" },
      fileOf("big.zip", 5000),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toMatch(/larger than the 0.001 MB limit/);
    expect(storedFiles().length).toBe(before);
  });

  it("refuses file types outside the allow-list", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("type");
    await expect(
      createDeliverable(admin, { projectId: project.id, fileName: "page.html" }, fileOf("page.html", 10)),
    ).rejects.toThrow("This file type is not allowed");
  });

  it("asks for the required fields", async () => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("required");
    for (const input of [
      { projectId: "", fileName: "a.pdf", fileUrl: "https://x.example/a.pdf" },
      { projectId: project.id, fileName: "", fileUrl: "https://x.example/a.pdf" },
      { projectId: project.id, fileName: "a.pdf" },
    ]) {
      await expect(createDeliverable(admin, input)).rejects.toThrow("Please fill in all required fields");
    }
  });
});

describe("deleteDeliverable", () => {
  it("removes the row and the stored file", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("delete");
    const row = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "x.png" },
      fileOf("x.png", 10),
    );
    const before = storedFiles().length;
    await deleteDeliverable(admin, row.id);
    expect(storedFiles().length).toBe(before - 1);
    await expect(openDeliverable(admin, row.id)).rejects.toBeInstanceOf(Response);
  });
});
