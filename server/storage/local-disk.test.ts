import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk.ts";

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

  it("refuses keys that would leave the storage folder", async () => {
    await expect(storage.put("../escape.txt", streamOf("x"))).rejects.toThrow("Invalid storage key");
    await expect(storage.get("a/../../etc/passwd")).rejects.toThrow("Invalid storage key");
  });
});
