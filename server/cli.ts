/**
 * Command line for set-up and tests:
 *   user:create --email E --password P [--name N] [--admin]
 *   seed:demo
 *   backup [FILE]      one archive of every table and the uploads (default DATA_DIR/backups/backup_{time}.zip)
 *   restore FILE       loads an archive into an empty data directory or database
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase, setDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { EnvError, getEnv } from "./env.ts";
import { createVerifiedUser, UserExistsError } from "./users.ts";

const [command, ...rest] = process.argv.slice(2);

async function withDatabase<T>(work: () => Promise<T>) {
  const env = getEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  setDatabase(database);
  try {
    return await work();
  } finally {
    await database.close();
  }
}

async function userCreate() {
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      admin: { type: "boolean", default: false },
    },
  });
  if (!values.email || !values.password) {
    throw new UsageError("Usage: npm run user:create -- --email E --password P [--name N] [--admin]");
  }
  const user = await withDatabase(() =>
    createVerifiedUser({
      email: values.email!,
      password: values.password!,
      name: values.name,
      admin: values.admin,
    }),
  );
  console.log(`Created ${user.admin ? "admin" : "client"} user ${user.email} (${user.id})`);
}

async function seedDemo() {
  const counts = await withDatabase(async () => {
    const { getDb } = await import("./db/client.ts");
    return seedDemoData(getDb());
  });
  console.log(
    `Seeded demo data: ${Object.entries(counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ")}`,
  );
}

async function backup() {
  const { writeFile, mkdir } = await import("node:fs/promises");
  const path = await import("node:path");
  const { createBackup } = await import("./backup/archive.ts");
  const { backupFileName, uploadsDir } = await import("./backup/download.ts");
  const { backupsDir } = await import("./backup/daily.ts");
  const { getDb } = await import("./db/client.ts");
  const now = new Date();
  const file = path.resolve(rest[0] ?? path.join(backupsDir(), backupFileName(now)));
  const bytes = await withDatabase(() => createBackup(getDb(), uploadsDir(), now));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  console.log(`Backup written to ${file} (${bytes.length} bytes)`);
}

async function restore() {
  if (!rest[0]) throw new UsageError("Usage: npm run restore -- FILE");
  const { readFile } = await import("node:fs/promises");
  const { restoreBackup } = await import("./backup/archive.ts");
  const { uploadsDir } = await import("./backup/download.ts");
  const { getDb } = await import("./db/client.ts");
  const archive = new Uint8Array(await readFile(rest[0]));
  const manifest = await withDatabase(() => restoreBackup(getDb(), uploadsDir(), archive));
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files} files from ${manifest.createdAt}`,
  );
}

class UsageError extends Error {}

const commands: Record<string, () => Promise<void>> = {
  "user:create": userCreate,
  "seed:demo": seedDemo,
  backup,
  restore,
};

try {
  const run = commands[command ?? ""];
  if (!run)
    throw new UsageError(`Unknown command '${command ?? ""}'. Commands: ${Object.keys(commands).join(", ")}`);
  await run();
} catch (error) {
  const known = [UsageError, UserExistsError, DataDirInUseError, EnvError].some((k) => error instanceof k);
  if (error instanceof z.ZodError) console.error(error.issues.map((i) => i.message).join("; "));
  else console.error(known || error instanceof Error ? (error as Error).message : error);
  process.exitCode = 1;
}
