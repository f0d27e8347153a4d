import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "../projects/errors.ts";
import { UPLOAD_INTERRUPTED, withFormData } from "./form-data.ts";

async function multipart(fields: [string, string | Blob][]) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type")! };
}

/** A request whose body arrives in pieces of `size` bytes, pulled one at a time. */
function requestInPieces(bytes: Uint8Array, type: string, size: number, onPull?: (offset: number) => void) {
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.(offset);
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Request("http://x/", {
    method: "POST",
    body,
    headers: { "content-type": type },
    duplex: "half",
  } as RequestInit);
}

// Temporary files go to os.tmpdir(): a folder of this test's own, to see them come and go.
let tmp: string;
const savedTmp = process.env.TMPDIR;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "form-data-test-"));
  process.env.TMPDIR = tmp;
});
afterEach(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  rmSync(tmp, { recursive: true, force: true });
});

const bytesOnDisk = () =>
  readdirSync(tmp, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);

describe("withFormData", () => {
  it("reads fields before and after a file, and the file whole", async () => {
    const content = crypto.getRandomValues(new Uint8Array(50_000));
    const { bytes, type } = await multipart([
      ["intent", "upload"],
      ["file", new File([content], "a.zip", { type: "application/zip" })],
      ["description", 'Après le fichier, «quoted» "text"\r\nline two'],
    ]);
    // Pieces of 7 bytes: every boundary is split across reads somewhere.
    const seen = await withFormData(requestInPieces(bytes, type, 7), 1_000_000, "too big", async (form) => {
      const file = form.get("file") as File;
      return {
        intent: form.get("intent"),
        description: form.get("description"),
        name: file.name,
        type: file.type,
        content: new Uint8Array(await file.arrayBuffer()),
      };
    });
    expect(seen).toEqual({
      intent: "upload",
      description: 'Après le fichier, «quoted» "text"\r\nline two',
      name: "a.zip",
      type: "application/zip",
      content,
    });
  });

  it("reads a browser's empty file input as an empty file", async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\n' +
      "Content-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n";
    const request = requestInPieces(new TextEncoder().encode(body), "multipart/form-data; boundary=b", 5);
    const file = await withFormData(request, 1000, "too big", async (form) => form.get("file"));
    expect(file).toBeInstanceOf(File);
    expect((file as File).size).toBe(0);
  });

  it("writes a file to disk as it arrives and removes it once the form is used", async () => {
    const piece = 64 * 1024;
    const { bytes, type } = await multipart([
      ["file", new File([new Uint8Array(40 * piece).fill(7)], "big.mp4", { type: "video/mp4" })],
    ]);
    // When the last piece is asked for, the pieces before it are already on disk, not held.
    let onDiskBeforeLastPiece = 0;
    const request = requestInPieces(bytes, type, piece, (offset) => {
      if (offset + piece >= bytes.length && !onDiskBeforeLastPiece) onDiskBeforeLastPiece = bytesOnDisk();
    });
    const size = await withFormData(request, 10_000_000, "too big", async (form) => {
      expect(bytesOnDisk()).toBe(40 * piece);
      return (form.get("file") as File).size;
    });
    expect(size).toBe(40 * piece);
    expect(onDiskBeforeLastPiece).toBeGreaterThan(30 * piece);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("removes the files when the form's use fails", async () => {
    const { bytes, type } = await multipart([["file", new File(["abc"], "a.pdf")]]);
    await expect(
      withFormData(requestInPieces(bytes, type, 1000), 10_000, "too big", async () => {
        throw new Error("storage down");
      }),
    ).rejects.toThrow("storage down");
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("refuses a form cut short, leaving nothing behind", async () => {
    const { bytes, type } = await multipart([["file", new File([new Uint8Array(5000)], "a.pdf")]]);
    const cut = requestInPieces(bytes.slice(0, 3000), type, 1000);
    await expect(withFormData(cut, 10_000, "too big", async () => null)).rejects.toThrow(
      new InputError("The form could not be read"),
    );
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("refuses text fields past 1 MB, however large the upload limit", async () => {
    const { bytes, type } = await multipart([["content", "x".repeat(1024 * 1024 + 1)]]);
    await expect(
      withFormData(requestInPieces(bytes, type, 64 * 1024), 100_000_000, "too big", async () => null),
    ).rejects.toThrow(new InputError("The form's text is too long"));
  });

  it("refuses a declared length over the limit before reading", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "999999", "content-type": "text/plain" },
    });
    await expect(withFormData(request, 1000, "too big", async () => null)).rejects.toThrow(
      new InputError("too big"),
    );
  });

  it("stops reading a streamed body once it passes the limit, and removes what it wrote", async () => {
    const { type } = await multipart([["file", new File(["x"], "a.pdf")]]);
    const boundary = /boundary=(.*)$/.exec(type)![1];
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`,
    );
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled++ === 0 ? head : new Uint8Array(1000));
        if (pulled > 1000) controller.close();
      },
    });
    const request = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
    await expect(withFormData(request, 5000, "too big", async () => null)).rejects.toThrow("too big");
    expect(pulled).toBeLessThan(20);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("says the upload was interrupted when the sender goes away midway (a 400, not a 500)", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 3) controller.error(new Error("aborted"));
        else controller.enqueue(new Uint8Array(1000));
      },
    });
    const { type } = await multipart([["file", new File([new Uint8Array(5000)], "a.pdf")]]);
    const request = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "content-type": type },
      duplex: "half",
    } as RequestInit);
    await expect(withFormData(request, 1_000_000, "too big", async () => null)).rejects.toThrow(
      new InputError(UPLOAD_INTERRUPTED),
    );
    expect(readdirSync(tmp)).toEqual([]);
  });
});
