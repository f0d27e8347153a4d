import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { S3Config } from "../../server/storage/s3.ts";

type S3rverInstance = {
  run(): Promise<{ port: number; address: string }>;
  close(): Promise<void>;
};
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const require = createRequire(import.meta.url);

/** s3rver when it is installed (a devDependency), else null with the reason. */
export function loadS3rver(): { S3rver: S3rverClass } | { missing: string } {
  try {
    return { S3rver: require("s3rver") as S3rverClass };
  } catch {
    return { missing: "s3rver is not installed (npm install --save-dev s3rver@3.7.1)" };
  }
}

export type RunningS3 = { config: S3Config; url: string; close(): Promise<void> };

/**
 * An S3-compatible server on a free port of 127.0.0.1 (s3rver: data in a temporary folder), with
 * the bucket made, and the settings that reach it.
 */
export async function startS3Server(
  S3rver: S3rverClass,
  options: { bucket?: string; port?: number; directory?: string } = {},
): Promise<RunningS3> {
  const bucket = options.bucket ?? "agency-test";
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  // s3rver removes a key's folder when its last object goes, without a lock: two instances
  // checking their storage at once (each writes and deletes a probe under .storage-check/) could
  // race its readdir and rmdir and crash it (ENOENT). A file of its own, not an object, keeps
  // that folder from ever being empty.
  const probes = path.join(directory, bucket, ".storage-check");
  mkdirSync(probes, { recursive: true });
  writeFileSync(path.join(probes, "keep"), "");
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config: {
      bucket,
      endpoint: url,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
}
