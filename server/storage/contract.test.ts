import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadS3rver, type RunningS3, startS3Server } from "../../tests/support/s3-server.ts";
import type { FileStorage } from "./index.ts";
import { createLocalDiskStorage } from "./local-disk.ts";
import { createS3Storage, PART_SIZE } from "./s3.ts";

/*
 * One contract, every storage (issue 33 item 1): the local disk and an S3-compatible bucket
 * (s3rver) must answer the same way, so the rest of the app never asks which one it has.
 */

const streamOf = (...parts: (string | Uint8Array)[]) => new Blob(parts as BlobPart[]).stream();

/** `size` bytes of a repeatable pattern, produced in chunks (never one buffer of the whole). */
function generated(size: number, failAfter?: number) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && sent >= failAfter) {
        controller.error(new Error("The client went away"));
        return;
      }
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(256 * 1024, size - sent));
      for (let i = 0; i < chunk.length; i++) chunk[i] = (sent + i) % 251;
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function sha256(stream: ReadableStream<Uint8Array>) {
  const hash = createHash("sha256");
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) hash.update(read.value);
  return hash.digest("hex");
}

async function keys(storage: FileStorage, prefix: string) {
  const listed: { key: string; size: number }[] = [];
  for await (const entry of storage.list(prefix)) listed.push(entry);
  return listed.sort((a, b) => a.key.localeCompare(b.key));
}

type Subject = { name: string; skip?: string; open(): Promise<FileStorage>; close(): Promise<void> };

const root = mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const s3rver = loadS3rver();
let s3: RunningS3 | undefined;
if ("missing" in s3rver) console.log(`S3 storage contract skipped: ${s3rver.missing}`);

const subjects: Subject[] = [
  {
    name: "local disk",
    open: async () => createLocalDiskStorage(root),
    close: async () => {},
  },
  {
    name: "S3 (s3rver)",
    skip: "missing" in s3rver ? s3rver.missing : undefined,
    async open() {
      if ("missing" in s3rver) throw new Error(s3rver.missing);
      s3 = await startS3Server(s3rver.S3rver);
      return createS3Storage(s3.config);
    },
    close: async () => s3?.close(),
  },
];

for (const subject of subjects) {
  describe.skipIf(Boolean(subject.skip))(`file storage contract: ${subject.name}`, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await subject.open();
    });
    afterAll(() => subject.close());

    it("is ready to write and read", async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it("stores a stream, reports its true size and gives the same bytes back", async () => {
      const { size } = await storage.put("deliverables/p1/a.txt", streamOf("hello ", "world"), {
        contentType: "text/plain",
      });
      expect(size).toBe(11);
      const stored = await storage.get("deliverables/p1/a.txt");
      expect(stored?.size).toBe(11);
      expect(await new Response(stored!.body).text()).toBe("hello world");
    });

    it("stores a file of several parts whole (multipart on S3)", async () => {
      const size = PART_SIZE * 2 + 12_345;
      const { size: written } = await storage.put("deliverables/p1/big.bin", generated(size));
      expect(written).toBe(size);
      const stored = await storage.get("deliverables/p1/big.bin");
      expect(stored?.size).toBe(size);
      expect(await sha256(stored!.body)).toBe(await sha256(generated(size)));
    });

    it("answers null for a missing key and deletes idempotently", async () => {
      await storage.put("deliverables/p1/b.txt", streamOf("x"));
      await storage.delete("deliverables/p1/b.txt");
      await storage.delete("deliverables/p1/b.txt");
      expect(await storage.get("deliverables/p1/b.txt")).toBeNull();
      expect(await storage.get("deliverables/p1/never.txt")).toBeNull();
    });

    it("lists stored keys under a prefix, with their sizes", async () => {
      await storage.put("client-files/p9/c.bin", streamOf("abc"));
      await storage.put("client-files/p9/d.bin", streamOf("abcdef"));
      expect(await keys(storage, "client-files/")).toEqual([
        { key: "client-files/p9/c.bin", size: 3 },
        { key: "client-files/p9/d.bin", size: 6 },
      ]);
      expect((await keys(storage, "")).map((entry) => entry.key)).toContain("deliverables/p1/a.txt");
    });

    it("leaves nothing under the key when the upload is aborted midway", async () => {
      const controller = new AbortController();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(stream) {
          stream.enqueue(new Uint8Array(1024 * 1024));
          sent += 1024 * 1024;
          // After more than one part: S3 has a multipart upload under way to abort.
          if (sent > PART_SIZE + 1024 * 1024) controller.abort();
        },
      });
      await expect(
        storage.put("deliverables/p1/aborted.bin", body, { signal: controller.signal }),
      ).rejects.toThrow();
      expect(await storage.get("deliverables/p1/aborted.bin")).toBeNull();
      expect((await keys(storage, "deliverables/p1/")).map((entry) => entry.key)).not.toContain(
        "deliverables/p1/aborted.bin",
      );
    });

    it("leaves nothing under the key when the sender's stream fails", async () => {
      await expect(
        storage.put("deliverables/p1/broken.bin", generated(PART_SIZE * 3, PART_SIZE + 5)),
      ).rejects.toThrow("The client went away");
      expect(await storage.get("deliverables/p1/broken.bin")).toBeNull();
    });

    it("refuses keys that would leave the storage", async () => {
      await expect(storage.put("../escape.txt", streamOf("x"))).rejects.toThrow("Invalid storage key");
      await expect(storage.get("a/../../etc/passwd")).rejects.toThrow("Invalid storage key");
    });

    it("gives a download address only where the browser may fetch the file directly", async () => {
      const url = await storage.presignedDownload("deliverables/p1/a.txt", {
        fileName: "Brand guide é.txt",
        contentType: "text/plain",
        inline: false,
      });
      if (storage.kind === "local") {
        expect(url).toBeNull();
        return;
      }
      expect(url).not.toBeNull();
      const address = new URL(url!);
      expect(Number(address.searchParams.get("X-Amz-Expires"))).toBeLessThanOrEqual(300);
      const response = await fetch(address);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Brand guide _.txt"; filename*=UTF-8''Brand%20guide%20%C3%A9.txt`,
      );
      expect(await response.text()).toBe("hello world");
    });
  });
}

describe.skipIf("missing" in s3rver)("S3 storage badly configured: said in words", () => {
  let s3: RunningS3 | undefined;
  beforeAll(async () => {
    if (!("missing" in s3rver)) s3 = await startS3Server(s3rver.S3rver);
  });
  afterAll(() => s3?.close());

  it("names a bucket that does not exist", async () => {
    const storage = createS3Storage({ ...s3!.config, bucket: "no-such-bucket" });
    await expect(storage.check()).rejects.toThrow('The bucket "no-such-bucket" does not exist');
  });

  it("names refused keys", async () => {
    const storage = createS3Storage({ ...s3!.config, accessKeyId: "WRONG", secretAccessKey: "WRONG" });
    await expect(storage.check()).rejects.toThrow(/refuses the keys .*S3_ACCESS_KEY_ID/);
  });

  it("names an endpoint that cannot be reached, and an upload then fails with nothing stored", async () => {
    const storage = createS3Storage({ ...s3!.config, endpoint: "http://127.0.0.1:9" });
    await expect(storage.check()).rejects.toThrow(
      "The storage endpoint http://127.0.0.1:9 cannot be reached",
    );
    await expect(storage.put("deliverables/p1/outage.txt", streamOf("x"))).rejects.toThrow(
      "cannot be reached",
    );
  });
});
