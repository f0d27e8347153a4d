import path from "node:path";
import { backupPassphraseProblem } from "../../core/backup-passphrase.ts";
import { ActionError, assertAdmin } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { getStorage } from "../storage/index.ts";
import { createBackup } from "./archive.ts";
import { ENCRYPTED_SUFFIX, encryptArchive } from "./encryption.ts";

export const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");

/** backup_2026-11-27T03-00-00.zip.age: sorts by time; the suffix says what opens it. */
export function backupFileName(now: Date) {
  return `backup_${now.toISOString().replace(/[:.]/g, "-").slice(0, 19)}${ENCRYPTED_SUFFIX}`;
}

/**
 * 'Backup Database': the archive encrypted with the passphrase the admin typed twice. Reading is
 * allowed in preview mode too (nothing is written but the audit).
 */
export async function downloadBackup(
  actor: SessionUser,
  passphrase: string,
  repeated: string,
  now = new Date(),
) {
  assertAdmin(actor);
  const problem = backupPassphraseProblem(passphrase, repeated);
  if (problem) throw new ActionError(problem);
  const bytes = await encryptArchive(await createBackup(getDb(), getStorage(), now), { passphrase });
  if (!getEnv().PREVIEW_MODE)
    await recordAudit(actor, "backup.download", backupFileName(now), { bytes: bytes.length });
  return { filename: backupFileName(now), bytes };
}
