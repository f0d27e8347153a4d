import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { createBackup } from "./archive.ts";
import { backupFileName, uploadsDir } from "./download.ts";

export const backupsDir = () => path.join(getEnv().DATA_DIR, "backups");
const DAY_MS = 86_400_000;
/* The first check waits: a backup reads every table and builds the archive in memory, which at
   start-up competed with the first requests (PGlite has one connection) and left the process's
   memory at its peak (docs/decisions/010-bundled-server.md). */
const FIRST_CHECK_MS = 5 * 60_000;

/** Writes one backup into DATA_DIR/backups and deletes the oldest beyond `keep`. */
export async function writeBackup(db: Db, keep: number, now = new Date(), dir = backupsDir()) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  await writeFile(file, await createBackup(db, uploadsDir(), now));
  const all = (await readdir(dir)).filter((f) => /^backup_.*\.zip$/.test(f)).sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep)))
    await rm(path.join(dir, old), { force: true });
  return file;
}

/** Whether the newest automatic backup is older than a day (or missing). */
async function due(dir: string, now: Date) {
  const all = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => /^backup_.*\.zip$/.test(f))
    .sort();
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
