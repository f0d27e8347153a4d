/**
 * The passphrase a backup is encrypted with (docs/decisions/020-encrypted-backups.md). It is the
 * only thing between a copied archive and everyone's personal data and password hashes, and
 * scrypt slows guessing but cannot save a short one: at least 12 characters (about four random
 * words). Used by the download dialog for instant messages and by the server as the authority.
 */
export const BACKUP_PASSPHRASE_MIN = 12;
export const BACKUP_PASSPHRASE_MAX = 1000;

export const backupPassphraseMessages = {
  tooShort: `Use a passphrase of at least ${BACKUP_PASSPHRASE_MIN} characters.`,
  tooLong: `Use a passphrase of at most ${BACKUP_PASSPHRASE_MAX} characters.`,
  mismatch: "The two passphrases are not the same.",
} as const;

/** The message for a passphrase and its repetition, or null when they may lock a backup. */
export function backupPassphraseProblem(passphrase: string, repeated: string): string | null {
  if (passphrase.length < BACKUP_PASSPHRASE_MIN) return backupPassphraseMessages.tooShort;
  if (passphrase.length > BACKUP_PASSPHRASE_MAX) return backupPassphraseMessages.tooLong;
  if (passphrase !== repeated) return backupPassphraseMessages.mismatch;
  return null;
}
