import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { getStorage } from "../storage/index.ts";
import { createBackup } from "./archive.ts";
import { dailyBackupRecipients } from "./backup-key.ts";
import { backupFileName } from "./download.ts";
import { encryptArchive } from "./encryption.ts";

export const backupsDir = () => path.join(getEnv().DATA_DIR, "backups");
const DAY_MS = 86_400_000;
/* The first check waits: a backup reads every table and builds the archive in memory, which at
   start-up competed with the first requests (PGlite has one connection) and left the process's
   memory at its peak (docs/decisions/010-bundled-server.md). */
const FIRST_CHECK_MS = 5 * 60_000;

/** Daily backups: encrypted ones, and the bare zips of versions before issue 35 (rotated out). */
const BACKUP_FILE = /^backup_.*\.zip(\.age)?$/;

/**
 * Writes one backup into DATA_DIR/backups, encrypted to the backup key (backup-key.ts), and
 * deletes the oldest beyond `keep`.
 */
export async function writeBackup(db: Db, keep: number, now = new Date(), dir = backupsDir()) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const recipients = await dailyBackupRecipients();
  const storage = getStorage();
  const encrypted = await encryptArchive(await createBackup(db, storage, now), { recipients });
  await writeFile(file, encrypted);
  const all = (await readdir(dir)).filter((f) => BACKUP_FILE.test(f)).sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep)))
    await rm(path.join(dir, old), { force: true });
  // With S3 the bucket keeps them too (backups/<name>): a lost server does not take them along.
  if (storage.kind === "s3") {
    await storage.put(`backups/${path.basename(file)}`, new Blob([encrypted as BlobPart]).stream());
    const stored: string[] = [];
    for await (const { key } of storage.list("backups/"))
      if (BACKUP_FILE.test(key.slice(8))) stored.push(key);
    stored.sort();
    for (const old of stored.slice(0, Math.max(0, stored.length - keep))) await storage.delete(old);
  }
  return file;
}

/** Whether the newest automatic backup is older than a day (or missing). */
async function due(dir: string, now: Date) {
  const all = (await readdir(dir).catch(() => [] as string[])).filter((f) => BACKUP_FILE.test(f)).sort();
  const newest = all.at(-1)?.slice("backup_".length, "backup_".length + 10);
  return !newest || now.getTime() - Date.parse(newest) >= DAY_MS;
}

/**
 * The daily automatic backup, checked hourly by the jobs loop. With PostgreSQL and several
 * instances each may write one; names carry the second, so they never overwrite each other.
 */
export function startDailyBackup(
  db: () => Db,
  keep: () => number,
  before: () => Promise<unknown> = async () => {},
  firstCheckMs = FIRST_CHECK_MS,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await due(backupsDir(), new Date())) {
        await before();
        await writeBackup(db(), keep());
      }
    } catch (error) {
      console.error("[backup] the daily backup failed:", error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 3_600_000);
  timer.unref();
  const first = setTimeout(tick, firstCheckMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
