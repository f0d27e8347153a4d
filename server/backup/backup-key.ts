import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generateX25519Identity, identityToRecipient } from "age-encryption";
import { getEnv } from "../env.ts";
import { BackupLockError } from "./encryption.ts";

/*
 * The key the daily backup is encrypted to (README: Backups). With BACKUP_RECIPIENTS set, its
 * public keys: the secret key stays off the server (a password manager, a safe), so a copy of
 * the backups alone opens nothing. Without it, a key generated once into DATA_DIR/backup-key.txt,
 * in the format of `age-keygen`, so `age -d -i backup-key.txt` opens the files by hand.
 */

export const backupKeyFile = () => path.join(getEnv().DATA_DIR, "backup-key.txt");

/** The secret keys (`AGE-SECRET-KEY-1...`) in a key file, as `age-keygen` writes it. */
export async function readIdentities(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new BackupLockError(`Cannot read the backup key file ${file}.`);
  }
  const identities = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  if (identities.length === 0)
    throw new BackupLockError(`${file} holds no age secret key (AGE-SECRET-KEY-1...).`);
  return identities;
}

/** Creates the data directory's backup key on first use; returns its public key. */
async function dataDirRecipient(): Promise<string> {
  const file = backupKeyFile();
  if (!existsSync(file)) {
    const identity = await generateX25519Identity();
    const recipient = await identityToRecipient(identity);
    await mkdir(path.dirname(file), { recursive: true });
    const created = new Date().toISOString();
    const text = `# created: ${created}\n# public key: ${recipient}\n# Opens this server's daily backups: keep a copy away from them (README: Backups).\n${identity}\n`;
    // wx: two processes starting at once must not overwrite each other's key.
    await writeFile(file, text, { mode: 0o600, flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
  }
  const [identity] = await readIdentities(file);
  return identityToRecipient(identity);
}

/** The public keys the daily backup (and `npm run backup` without a passphrase) encrypts to. */
export async function dailyBackupRecipients(): Promise<string[]> {
  const configured = getEnv().BACKUP_RECIPIENTS;
  return configured.length > 0 ? configured : [await dataDirRecipient()];
}

/** Where a key-encrypted backup describes its key, for messages: the file or the variable. */
export function dailyBackupKeyDescription() {
  return getEnv().BACKUP_RECIPIENTS.length > 0
    ? "the BACKUP_RECIPIENTS key"
    : `the key in ${backupKeyFile()}`;
}
