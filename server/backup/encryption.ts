import { Decrypter, Encrypter } from "age-encryption";

/*
 * The layer around a backup archive (docs/decisions/020-encrypted-backups.md): the zip is
 * encrypted as one age file (https://age-encryption.org/v1), with a passphrase (scrypt) for a
 * download or to X25519 recipients (`age1...`) for the daily backup. The `age` command opens
 * either by hand. Streams pass through as streams, so an archive never has to be whole in memory
 * to be encrypted on its way to a file or a bucket.
 */

/** How an archive is locked: a passphrase someone types, or the public keys of the backup key. */
export type BackupLock = { passphrase: string } | { recipients: readonly string[] };

/** What may open a locked archive. */
export type BackupKeys = { passphrase?: string; identities?: readonly string[] };

/** The file name suffix of an encrypted archive. */
export const ENCRYPTED_SUFFIX = ".zip.age";

const MAGIC = "age-encryption.org/v1\n";

export class BackupLockError extends Error {}

function encrypter(lock: BackupLock) {
  const e = new Encrypter();
  if ("passphrase" in lock) e.setPassphrase(lock.passphrase);
  else {
    if (lock.recipients.length === 0) throw new BackupLockError("No backup key to encrypt the backup to.");
    for (const recipient of lock.recipients) e.addRecipient(recipient);
  }
  return e;
}

export function encryptArchive(archive: Uint8Array, lock: BackupLock): Promise<Uint8Array>;
export function encryptArchive(
  archive: ReadableStream<Uint8Array>,
  lock: BackupLock,
): Promise<ReadableStream<Uint8Array>>;
export function encryptArchive(
  archive: Uint8Array | ReadableStream<Uint8Array>,
  lock: BackupLock,
): Promise<Uint8Array | ReadableStream<Uint8Array>> {
  const e = encrypter(lock);
  return archive instanceof Uint8Array ? e.encrypt(archive) : e.encrypt(archive);
}

/** Whether a file is an age-encrypted archive (rather than a bare zip of an older version). */
export function isEncryptedArchive(file: Uint8Array) {
  return new TextDecoder().decode(file.subarray(0, MAGIC.length)) === MAGIC;
}

/** What an encrypted archive was locked with, read from its header: a passphrase or a key. */
export function lockOf(file: Uint8Array): "passphrase" | "key" {
  const header = new TextDecoder().decode(file.subarray(0, 4096));
  return /^-> scrypt /m.test(header) ? "passphrase" : "key";
}

/** The zip inside an encrypted archive; a wrong passphrase or key is said in words. */
export async function decryptArchive(file: Uint8Array, keys: BackupKeys): Promise<Uint8Array> {
  const lock = lockOf(file);
  const d = new Decrypter();
  if (lock === "passphrase") {
    if (!keys.passphrase)
      throw new BackupLockError(
        "This backup is encrypted with a passphrase: give it with --passphrase or BACKUP_PASSPHRASE.",
      );
    d.addPassphrase(keys.passphrase);
  } else {
    if (!keys.identities?.length)
      throw new BackupLockError(
        "This backup is encrypted to a backup key: give its key file with --identity.",
      );
    for (const identity of keys.identities) d.addIdentity(identity);
  }
  try {
    return await d.decrypt(file);
  } catch {
    throw new BackupLockError(
      lock === "passphrase"
        ? "The passphrase does not open this backup."
        : "The backup key does not open this backup (it was encrypted to another key), or the file is damaged.",
    );
  }
}

/** The zip of a backup file: decrypted, or as it is when it is a bare zip of a version before 2. */
export function openBackupFile(file: Uint8Array, keys: BackupKeys): Promise<Uint8Array> {
  return isEncryptedArchive(file) ? decryptArchive(file, keys) : Promise.resolve(file);
}
