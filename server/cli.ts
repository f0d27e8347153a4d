/**
 * Command line for set-up and tests:
 *   user:create --email E --password P [--name N] [--admin]
 *   user:reset-2fa --email E
 *                      removes the account's second factor (a lost device and lost backup
 *                      codes) and ends its sessions: the password alone signs in again
 *   seed:demo
 *   backup [FILE] [--passphrase P]
 *                      one encrypted archive of every table and the uploads (default
 *                      DATA_DIR/backups/backup_{time}.zip.age): with the passphrase (or
 *                      BACKUP_PASSPHRASE), else to the daily backup's key
 *   restore FILE [--passphrase P] [--identity KEYFILE]
 *                      loads an archive into an empty data directory or database
 *   storage:migrate    copies every file of DATA_DIR/uploads into the S3 bucket (S3_BUCKET);
 *                      files already there are skipped: run it again until it copies nothing
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

async function userResetTwoFactor() {
  const { values } = parseArgs({ args: rest, options: { email: { type: "string" } } });
  if (!values.email) throw new UsageError("Usage: npm run user:reset-2fa -- --email E");
  const email = values.email;
  const found = await withDatabase(async () => {
    const { resetTwoFactor } = await import("./auth/two-factor.ts");
    return resetTwoFactor(email);
  });
  if (!found) throw new UsageError(`No user with the e-mail ${email.trim().toLowerCase()}.`);
  console.log(
    `Removed the second factor of ${email.trim().toLowerCase()} and signed it out everywhere; it signs in with its password and can set up a new factor.`,
  );
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
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { passphrase: { type: "string" } },
  });
  const { writeFile, mkdir } = await import("node:fs/promises");
  const path = await import("node:path");
  const { createBackup } = await import("./backup/archive.ts");
  const { backupFileName } = await import("./backup/download.ts");
  const { getStorage } = await import("./storage/index.ts");
  const { backupsDir } = await import("./backup/daily.ts");
  const { encryptArchive } = await import("./backup/encryption.ts");
  const { dailyBackupKeyDescription, dailyBackupRecipients } = await import("./backup/backup-key.ts");
  const { backupPassphraseProblem } = await import("../core/backup-passphrase.ts");
  const { getDb } = await import("./db/client.ts");
  const passphrase = values.passphrase ?? getEnv().BACKUP_PASSPHRASE;
  const problem = passphrase === undefined ? null : backupPassphraseProblem(passphrase, passphrase);
  if (problem) throw new UsageError(problem);
  const now = new Date();
  const file = path.resolve(positionals[0] ?? path.join(backupsDir(), backupFileName(now)));
  const lock = passphrase ? { passphrase } : { recipients: await dailyBackupRecipients() };
  const { progressReporter } = await import("./backup/progress.ts");
  const progress = progressReporter("Backing up tables");
  const archive = await withDatabase(() => createBackup(getDb(), getStorage(), now, progress.update));
  progress.finish();
  const bytes = await encryptArchive(archive, lock);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { mode: 0o600 });
  const lockedWith = passphrase ? "the passphrase" : dailyBackupKeyDescription();
  console.log(`Backup written to ${file} (${bytes.length} bytes), encrypted with ${lockedWith}`);
}

async function restore() {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { passphrase: { type: "string" }, identity: { type: "string" } },
  });
  if (!positionals[0])
    throw new UsageError("Usage: npm run restore -- FILE [--passphrase P] [--identity KEYFILE]");
  const { existsSync } = await import("node:fs");
  const { readFile } = await import("node:fs/promises");
  const { restoreBackup } = await import("./backup/archive.ts");
  const { getStorage } = await import("./storage/index.ts");
  const { isEncryptedArchive, lockOf, openBackupFile } = await import("./backup/encryption.ts");
  const { backupKeyFile, readIdentities } = await import("./backup/backup-key.ts");
  const { getDb } = await import("./db/client.ts");
  const file = new Uint8Array(await readFile(positionals[0]));
  const encrypted = isEncryptedArchive(file);
  let passphrase = values.passphrase ?? getEnv().BACKUP_PASSPHRASE;
  let identities: string[] | undefined;
  if (encrypted && lockOf(file) === "passphrase" && !passphrase && process.stdin.isTTY) {
    passphrase = await askHidden("Passphrase of the backup: ");
  }
  if (encrypted && lockOf(file) === "key") {
    const keyFile = values.identity ?? (existsSync(backupKeyFile()) ? backupKeyFile() : undefined);
    identities = keyFile ? await readIdentities(keyFile) : undefined;
  }
  const archive = await openBackupFile(file, { passphrase, identities });
  const { progressReporter } = await import("./backup/progress.ts");
  const progress = progressReporter("Restoring tables");
  const manifest = await withDatabase(() => restoreBackup(getDb(), getStorage(), archive, progress.update));
  progress.finish();
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.files} files from ${manifest.createdAt}` +
      (encrypted ? "" : " (an unencrypted archive of an older version)") +
      (manifest.leftOut?.length
        ? "; sessions and sign-in links are not in backups: everyone signs in again"
        : ""),
  );
}

/** Reads a line from the terminal without showing it. */
async function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let answer = "";
  try {
    for await (const chunk of stdin) {
      for (const char of String(chunk)) {
        if (char === "\r" || char === "\n") return answer;
        if (char === "\u0003") throw new UsageError("Cancelled.");
        if (char === "\u007f") answer = answer.slice(0, -1);
        else answer += char;
      }
    }
    return answer;
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    stdout.write("\n");
  }
}

async function storageMigrate() {
  const { getStorage, localDiskStorage } = await import("./storage/index.ts");
  const { migrateFiles } = await import("./storage/migrate.ts");
  const { progressReporter } = await import("./backup/progress.ts");
  const target = getStorage();
  if (target.kind !== "s3")
    throw new UsageError("Set S3_BUCKET (and the other S3_ settings) first: there is no bucket to copy to.");
  await target.check();
  const progress = progressReporter("Copying files to the bucket");
  const result = await migrateFiles(localDiskStorage(), target, progress.update);
  progress.finish();
  console.log(
    `${result.copied} file(s) copied (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.skipped} already in the bucket, of ${result.total}. ` +
      "The local files are kept: delete DATA_DIR/uploads once the site runs on the bucket.",
  );
}

class UsageError extends Error {}

const commands: Record<string, () => Promise<void>> = {
  "user:create": userCreate,
  "user:reset-2fa": userResetTwoFactor,
  "seed:demo": seedDemo,
  backup,
  restore,
  "storage:migrate": storageMigrate,
};

try {
  const run = commands[command ?? ""];
  if (!run)
    throw new UsageError(`Unknown command '${command ?? ""}'. Commands: ${Object.keys(commands).join(", ")}`);
  await run();
} catch (error) {
  const { BackupLockError } = await import("./backup/encryption.ts");
  const known = [UsageError, UserExistsError, DataDirInUseError, EnvError, BackupLockError].some(
    (k) => error instanceof k,
  );
  if (error instanceof z.ZodError) console.error(error.issues.map((i) => i.message).join("; "));
  else console.error(known || error instanceof Error ? (error as Error).message : error);
  process.exitCode = 1;
}
