import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage, removeStaleParts, STALE_PART_MS } from "./local-disk.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const streamOf = (...parts: string[]) => new Blob(parts).stream();

describe("local disk storage", () => {
  const storage = createLocalDiskStorage(root);

  it("stores a stream, reports its true size and gives the same bytes back", async () => {
    const { size } = await storage.put("deliverables/p1/a.txt", streamOf("hello ", "world"));
    expect(size).toBe(11);
    const stored = await storage.get("deliverables/p1/a.txt");
    expect(stored?.size).toBe(11);
    expect(await new Response(stored!.body).text()).toBe("hello world");
  });

  it("answers null for a missing key and deletes idempotently", async () => {
    await storage.put("deliverables/p1/b.txt", streamOf("x"));
    await storage.delete("deliverables/p1/b.txt");
    await storage.delete("deliverables/p1/b.txt");
    expect(await storage.get("deliverables/p1/b.txt")).toBeNull();
  });

  it("lists stored keys under a prefix, with their sizes, and no unfinished uploads", async () => {
    await storage.put("client-files/p9/c.bin", streamOf("abc"));
    await storage.put("client-files/p9/d.bin", streamOf("abcdef"));
    writeFileSync(path.join(root, "client-files", "p9", "e.bin.1234.part"), "half");
    const listed = [];
    for await (const entry of storage.list("client-files/")) listed.push(entry);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "client-files/p9/c.bin", size: 3 },
      { key: "client-files/p9/d.bin", size: 6 },
    ]);
  });

  it("leaves nothing under the key when the upload is aborted", async () => {
    const controller = new AbortController();
    const endless = new ReadableStream<Uint8Array>({
      pull(stream) {
        stream.enqueue(new Uint8Array(1024));
        controller.abort();
      },
    });
    await expect(
      storage.put("deliverables/p1/aborted.bin", endless, { signal: controller.signal }),
    ).rejects.toThrow();
    expect(await storage.get("deliverables/p1/aborted.bin")).toBeNull();
    expect(
      await storage.presignedDownload("deliverables/p1/a.txt", {
        fileName: "a.txt",
        contentType: "text/plain",
        inline: false,
      }),
    ).toBeNull();
  });

  it("refuses keys that would leave the storage folder", async () => {
    await expect(storage.put("../escape.txt", streamOf("x"))).rejects.toThrow("Invalid storage key");
    await expect(storage.get("a/../../etc/passwd")).rejects.toThrow("Invalid storage key");
  });
});

describe("unfinished uploads left by a crash", () => {
  const folder = path.join(root, "deliverables", "p2");
  /** A file under the folder, last written `ageMs` ago. */
  function fileAged(name: string, ageMs: number) {
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, name);
    writeFileSync(file, "half");
    const at = new Date(Date.now() - ageMs);
    utimesSync(file, at, at);
    return file;
  }

  it("deletes the .part files not written for the safe age, at any depth, and nothing else", async () => {
    const crashed = fileAged("c.pdf.0b7e.part", STALE_PART_MS + 60_000);
    const inFlight = fileAged("d.pdf.9f1a.part", 30_000);
    const stored = fileAged("e.pdf", STALE_PART_MS * 24);
    expect(await removeStaleParts(root)).toBe(1);
    expect(existsSync(crashed)).toBe(false);
    // Maybe another app instance's upload under way: kept.
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(stored)).toBe(true);
  });

  it("finds nothing to do in an uploads folder that does not exist yet", async () => {
    expect(await removeStaleParts(path.join(root, "missing"))).toBe(0);
  });
});
