import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadS3rver, type RunningS3, startS3Server } from "../../tests/support/s3-server.ts";
import { createLocalDiskStorage } from "./local-disk.ts";
import { migrateFiles } from "./migrate.ts";
import { createS3Storage } from "./s3.ts";

const s3rver = loadS3rver();
if ("missing" in s3rver) console.log(`storage:migrate test skipped: ${s3rver.missing}`);

describe.skipIf("missing" in s3rver)("storage:migrate: the local files into the bucket", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "storage-migrate-"));
  const local = createLocalDiskStorage(root);
  let s3: RunningS3;
  beforeAll(async () => {
    if ("missing" in s3rver) return;
    s3 = await startS3Server(s3rver.S3rver);
    for (let i = 0; i < 5; i++) {
      await local.put(
        `deliverables/p${i % 2}/f${i}.pdf`,
        new Blob([`file ${i} `.repeat(1000 * (i + 1))]).stream(),
      );
    }
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("copies every file whole, resumes after an interruption and copies nothing the second time", async () => {
    const bucket = createS3Storage(s3.config);
    // An earlier run that stopped after one file.
    const first = await local.get("deliverables/p0/f0.pdf");
    await bucket.put("deliverables/p0/f0.pdf", first!.body);

    const steps: string[] = [];
    const run = await migrateFiles(local, bucket, (done, total, name) =>
      steps.push(`${done}/${total} ${name}`),
    );
    expect(run).toMatchObject({ total: 5, copied: 4, skipped: 1 });
    expect(steps).toHaveLength(5);
    for await (const { key, size } of local.list()) {
      const copy = await bucket.get(key);
      expect(copy?.size).toBe(size);
      expect(await new Response(copy!.body).text()).toBe(
        await new Response((await local.get(key))!.body).text(),
      );
    }
    expect(await migrateFiles(local, bucket)).toMatchObject({ total: 5, copied: 0, skipped: 5, bytes: 0 });
  });
});
