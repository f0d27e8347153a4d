import path from "node:path";
import { assertAdmin } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { getDb } from "../db/client.ts";
import { getEnv } from "../env.ts";
import type { SessionUser } from "../session.ts";
import { createBackup } from "./archive.ts";

export const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");

export function backupFileName(now: Date) {
  return `backup_${now.toISOString().replace(/[:.]/g, "-").slice(0, 19)}.zip`;
}

/** 'Backup Database': reading is allowed in preview mode too (nothing is written but the audit). */
export async function downloadBackup(actor: SessionUser, now = new Date()) {
  assertAdmin(actor);
  const bytes = await createBackup(getDb(), uploadsDir(), now);
  if (!getEnv().PREVIEW_MODE)
    await recordAudit(actor, "backup.download", backupFileName(now), { bytes: bytes.length });
  return { filename: backupFileName(now), bytes };
}
