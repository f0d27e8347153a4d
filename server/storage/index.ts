import path from "node:path";
import { getEnv } from "../env.ts";
import { createLocalDiskStorage, removeStaleParts } from "./local-disk.ts";
import { createS3Storage, type S3Config } from "./s3.ts";

/**
 * Where stored files live: deliverables and their versions, client uploads, backups. Local disk
 * under DATA_DIR/uploads by default (DESIGN.md); S3-compatible storage implements the same
 * operations. Keys are made by the app (`deliverables/<project>/<uuid>.<ext>`,
 * `client-files/<project>/<uuid>.<ext>`, `backups/<name>`), never taken from a request.
 */
export type FileStorage = {
  readonly kind: "local" | "s3";
  /**
   * Stores the stream under the key; resolves to the true number of bytes written. A failed or
   * aborted put leaves nothing under the key (no half object).
   */
  put(key: string, body: ReadableStream<Uint8Array>, options?: PutOptions): Promise<{ size: number }>;
  /** The stored bytes and their size, or null when the key holds nothing. */
  get(key: string): Promise<StoredFile | null>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under the prefix ('' for all), for backups and `storage:migrate`. */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * A short-lived address (at most 5 minutes) the browser may fetch the file from directly, with
   * the given download name and type; null when this storage serves files only through the app.
   * Call it only after the app has authorised the download.
   */
  presignedDownload(key: string, options: DownloadOptions): Promise<string | null>;
  /** Resolves when the storage can be written and read; rejects with a message in words. */
  check(): Promise<void>;
};

export type PutOptions = { contentType?: string; signal?: AbortSignal };
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };
export type DownloadOptions = { fileName: string; contentType: string; inline: boolean };

const slot = Symbol.for("agency.storage");
type Slot = { [slot]?: FileStorage };

export function getStorage(): FileStorage {
  const holder = globalThis as Slot;
  holder[slot] ??= storageFromEnv();
  return holder[slot];
}

/** The bucket of S3_BUCKET when set, else the local disk (DESIGN.md). */
function storageFromEnv(): FileStorage {
  const config = s3ConfigFromEnv();
  return config ? createS3Storage(config) : createLocalDiskStorage(uploadsRoot());
}

export function s3ConfigFromEnv(env = getEnv()): S3Config | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The local disk's folder, whatever getStorage() answers (`storage:migrate` copies from it). */
export function localDiskStorage() {
  return createLocalDiskStorage(uploadsRoot());
}

const uploadsRoot = () => path.join(getEnv().DATA_DIR, "uploads");

/** At start: the unfinished uploads a crash (kill -9 mid-upload) left in the uploads folder. */
export async function removeCrashedUploads() {
  if (getStorage().kind !== "local") return;
  const removed = await removeStaleParts(uploadsRoot());
  if (removed) console.log(`Removed ${removed} unfinished upload(s) (*.part) left by a crash`);
}

/** Tests point the process at a storage of their own. */
export function setStorage(storage: FileStorage | undefined) {
  (globalThis as Slot)[slot] = storage;
}
