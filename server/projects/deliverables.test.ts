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

/** The first bytes of each kind of file, as real ones start (the upload is checked by content). */
const signatures: Record<string, number[]> = {
  pdf: [...new TextEncoder().encode("%PDF-1.7\n")],
  // The signature and the IHDR chunk of a 1x1 image.
  png: [...Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex")],
  zip: [0x50, 0x4b, 0x03, 0x04],
};
/** A file of `bytes` bytes named `name`, starting as its extension's files do. */
const fileOf = (name: string, bytes: number, type = "") => {
  const content = new Uint8Array(bytes).fill(65);
  content.set(signatures[name.split(".").pop() ?? ""] ?? []);
  return { name, type, body: new Blob([content]).stream() };
};
const fileWith = (name: string, content: string | Uint8Array, type = "") => ({
  name,
  type,
  body: new Blob([content as BlobPart]).stream(),
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

describe("createDeliverable checks an upload by its content (issue 35 item 5)", () => {
  const upload = async (fileName: string, file: ReturnType<typeof fileWith>) => {
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld(`content-${fileName}`);
    return createDeliverable(admin, { projectId: project.id, fileName }, file);
  };

  it("refuses an HTML page saved as .pdf with a clear message, and stores nothing", async () => {
    const before = storedFiles().length;
    const error = await upload(
      "Invoice.pdf",
      fileWith("invoice.pdf", "<!doctype html><script>alert(1)</script>"),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe(
      "This file's content does not match its .pdf extension: it is an HTML page. Upload a PDF, or rename it to what it is.",
    );
    expect(error.fieldErrors).toMatchObject({ file: error.message });
    expect(storedFiles().length).toBe(before);
  });

  it("refuses a Windows program saved as .png", async () => {
    const exe = new Uint8Array(256);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
    await expect(upload("Cat.png", fileWith("cat.png", exe, "image/png"))).rejects.toThrow(
      "This file's content does not match its .png extension: it is a program.",
    );
  });

  it("refuses a declared type that contradicts the extension", async () => {
    await expect(upload("Brief.pdf", fileOf("brief.pdf", 100, "text/html"))).rejects.toThrow(
      "This file was sent as text/html, which does not match its .pdf extension.",
    );
  });

  it("accepts text, CSV and SVG by what they contain", async () => {
    expect((await upload("Notes.txt", fileWith("notes.txt", "Call at 3pm.\n", "text/plain"))).fileSize).toBe(
      13,
    );
    expect(
      (await upload("Leads.csv", fileWith("leads.csv", "name,email\nAda,ada@example.test\n"))).fileSize,
    ).toBe(32);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    expect((await upload("Logo.svg", fileWith("logo.svg", svg, "image/svg+xml"))).fileSize).toBe(svg.length);
    await expect(upload("Logo.svg", fileWith("logo.svg", "<html><body>hi</body></html>"))).rejects.toThrow(
      /\.svg extension: it is an HTML page/,
    );
  });

  it("drops path separators and control characters from the name, on the list and the download", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("names");
    const row = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "../../etc/\u0000passwd\r\n" },
      fileWith("passwd.txt", "root:x:0:0\n"),
    );
    expect(row.fileName).toBe(".. .. etc passwd");
    const download = await openDeliverable(world.user, row.id);
    expect(download.kind === "file" && download.fileName).toBe("etc passwd.txt");
  });
});

describe("deleteDeliverable", () => {
  it("removes the row and the stored file", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("delete");
    const row = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "x.png" },
      fileOf("x.png", 64),
    );
    const before = storedFiles().length;
    await deleteDeliverable(admin, row.id);
    expect(storedFiles().length).toBe(before - 1);
    await expect(openDeliverable(admin, row.id)).rejects.toBeInstanceOf(Response);
  });
});
