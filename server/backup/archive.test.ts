import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, expect, inject, it, vi } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { type Db, openDatabase } from "../db/client.ts";
import { seedDemoData } from "../db/seed/index.ts";
import { getEnv, setEnv } from "../env.ts";
import { createBackup, restoreBackup } from "./archive.ts";
import { backupKeyFile, readIdentities } from "./backup-key.ts";
import { writeBackup } from "./daily.ts";
import { BackupLockError, decryptArchive, lockOf } from "./encryption.ts";

// Hashes passwords and writes whole demo worlds: under a loaded CI machine this takes far longer
// than a unit test, so this file alone gets more time (wall-clock is never asserted).
vi.setConfig({ testTimeout: 90_000 });

const { db } = useTestDatabase();
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Every public table's rows, each as canonical JSON text, sorted: equal sets compare equal. */
async function contents(target: Db) {
  const tables = await target.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const rows = await target.execute(sql`select to_jsonb(t)::text as j from ${sql.identifier(name)} t`);
    out[name] = rowsOf<{ j: string }>(rows)
      .map((r) => r.j)
      .sort();
  }
  return out;
}

/** A second, empty migrated database: the migrated snapshot every test file starts from. */
const emptyDatabase = () =>
  openDatabase({ loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]), migrate: false });

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

it("round-trips the demo data and the uploads into an empty database, table by table and file by file", async () => {
  await seedDemoData(db(), { now: new Date("2026-11-01T12:00:00Z") });
  const uploads = await tempDir();
  await mkdir(path.join(uploads, "projects", "p1"), { recursive: true });
  await writeFile(path.join(uploads, "projects", "p1", "cut.mp4"), Buffer.from([0, 1, 2, 250, 255]));
  await writeFile(path.join(uploads, "logo.png"), "png-bytes");

  const archive = await createBackup(db(), uploads);
  const before = await contents(db());
  expect(before.contacts.length).toBeGreaterThan(0);
  expect(before.subscribers.length).toBeGreaterThan(0);

  const elsewhere = await emptyDatabase();
  try {
    const restoredUploads = await tempDir();
    const manifest = await restoreBackup(elsewhere.db, restoredUploads, archive);
    expect(manifest.files).toBe(2);
    expect(await contents(elsewhere.db)).toEqual(before);
    expect([...(await readFile(path.join(restoredUploads, "projects", "p1", "cut.mp4")))]).toEqual([
      0, 1, 2, 250, 255,
    ]);
    expect(await readFile(path.join(restoredUploads, "logo.png"), "utf8")).toBe("png-bytes");
    // A second restore into the now filled database is refused and changes nothing.
    await expect(restoreBackup(elsewhere.db, restoredUploads, archive)).rejects.toThrow(/not empty/);
    expect(await contents(elsewhere.db)).toEqual(before);
  } finally {
    await elsewhere.close();
  }
}, 240_000);

it("refuses a file that is not a backup", async () => {
  const elsewhere = await emptyDatabase();
  try {
    await expect(
      restoreBackup(elsewhere.db, await tempDir(), new TextEncoder().encode("hello")),
    ).rejects.toThrow(/not a backup archive/);
  } finally {
    await elsewhere.close();
  }
}, 120_000);

it("keeps only the last N automatic backups, the bare zips of older versions rotated out first", async () => {
  const dir = await tempDir();
  await writeFile(path.join(dir, "backup_2026-10-01T03-00-00.zip"), "an unencrypted backup of version 1");
  for (let day = 1; day <= 4; day++) await writeBackup(db(), 2, new Date(`2026-11-0${day}T03:00:00Z`), dir);
  const { readdir } = await import("node:fs/promises");
  expect((await readdir(dir)).sort()).toEqual([
    "backup_2026-11-03T03-00-00.zip.age",
    "backup_2026-11-04T03-00-00.zip.age",
  ]);
});

it("encrypts the daily backup to the data directory's key", async () => {
  const dir = await tempDir();
  const file = await writeBackup(db(), 7, new Date("2026-11-05T03:00:00Z"), dir);
  const bytes = new Uint8Array(await readFile(file));
  expect(lockOf(bytes)).toBe("key");
  const zip = await decryptArchive(bytes, { identities: await readIdentities(backupKeyFile()) });
  expect(JSON.parse(strFromU8(unzipSync(zip)["manifest.json"])).format).toBe("agency-backup");
  await expect(decryptArchive(bytes, { identities: [await generateX25519Identity()] })).rejects.toThrow(
    /does not open this backup/,
  );
});

it("encrypts to BACKUP_RECIPIENTS instead when they are set", async () => {
  const offline = await generateX25519Identity();
  setEnv({ ...getEnv(), BACKUP_RECIPIENTS: [await identityToRecipient(offline)] });
  try {
    const file = await writeBackup(db(), 7, new Date("2026-11-06T03:00:00Z"), await tempDir());
    const bytes = new Uint8Array(await readFile(file));
    await expect(
      decryptArchive(bytes, { identities: await readIdentities(backupKeyFile()) }),
    ).rejects.toThrow(BackupLockError);
    expect(unzipSync(await decryptArchive(bytes, { identities: [offline] }))["manifest.json"]).toBeDefined();
  } finally {
    setEnv({ ...getEnv(), BACKUP_RECIPIENTS: [] });
  }
});
