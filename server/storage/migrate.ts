import type { Progress } from "../backup/progress.ts";
import type { FileStorage } from "./index.ts";

export type MigrateResult = { copied: number; skipped: number; bytes: number; total: number };

/**
 * `npm run storage:migrate` (issue 33 item 3): copies every file of `from` (the local uploads
 * folder) to `to` (the bucket), one stream at a time. A file already there with the same size is
 * skipped, so a second run copies nothing and a run cut short resumes where it stopped; a file cut
 * off mid-copy never exists in the bucket (put leaves no half object).
 */
export async function migrateFiles(
  from: FileStorage,
  to: FileStorage,
  onProgress?: Progress,
): Promise<MigrateResult> {
  const present = new Map<string, number>();
  for await (const { key, size } of to.list()) present.set(key, size);
  const pending: { key: string; size: number }[] = [];
  for await (const entry of from.list()) pending.push(entry);
  const result: MigrateResult = { copied: 0, skipped: 0, bytes: 0, total: pending.length };
  for (const [index, { key, size }] of pending.entries()) {
    onProgress?.(index + 1, pending.length, key);
    if (present.get(key) === size) {
      result.skipped++;
      continue;
    }
    const stored = await from.get(key);
    if (!stored) continue; // deleted meanwhile
    const { size: written } = await to.put(key, stored.body);
    if (written !== size) throw new Error(`${key}: ${written} bytes copied of ${size}`);
    result.copied++;
    result.bytes += written;
  }
  return result;
}
