import path from "node:path";
import { getEnv } from "../env.ts";
import { createLocalDiskStorage, removeStaleParts } from "./local-disk.ts";

/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads by default (DESIGN.md); an
 * S3-compatible implementation only has to provide these four operations.
 */
export type FileStorage = {
  /** Stores the stream under the key; resolves to the true number of bytes written. */
  put(key: string, body: ReadableStream<Uint8Array>): Promise<{ size: number }>;
  /** The stored bytes and their size, or null when the key holds nothing. */
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
};

const slot = Symbol.for("agency.storage");
type Slot = { [slot]?: FileStorage };

export function getStorage(): FileStorage {
  const holder = globalThis as Slot;
  holder[slot] ??= createLocalDiskStorage(uploadsRoot());
  return holder[slot];
}

const uploadsRoot = () => path.join(getEnv().DATA_DIR, "uploads");

/** At start: the unfinished uploads a crash (kill -9 mid-upload) left in the uploads folder. */
export async function removeCrashedUploads() {
  const removed = await removeStaleParts(uploadsRoot());
  if (removed) console.log(`Removed ${removed} unfinished upload(s) (*.part) left by a crash`);
}

/** Tests point the process at a storage of their own. */
export function setStorage(storage: FileStorage | undefined) {
  (globalThis as Slot)[slot] = storage;
}
