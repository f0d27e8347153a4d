import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { getEnv } from "../env.ts";

/*
 * Secrets kept in app_settings (SECRET_SETTINGS of core/settings-schema.ts) are encrypted at rest with AES-256-GCM under a key
 * derived from AUTH_SECRET by HKDF, so a database dump or backup alone never reveals them.
 * Stored form: 'enc:v1:' + base64url(iv | tag | ciphertext).
 */

const PREFIX = "enc:v1:";

function key() {
  return Buffer.from(
    hkdfSync("sha256", getEnv().AUTH_SECRET, "app_settings", "agency settings secret v1", 32),
  );
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plain secret, or '' when nothing is stored or it was encrypted under another AUTH_SECRET. */
export function decryptSecret(stored: unknown): string {
  if (typeof stored !== "string" || !stored.startsWith(PREFIX)) return "";
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return "";
  }
}

export function isEncrypted(stored: unknown) {
  return typeof stored === "string" && stored.startsWith(PREFIX);
}

/** What a browser may see of a secret: whether one is set, and at most its last `shows` characters. */
export function maskSecret(plain: string, shows = 4): string {
  if (!plain) return "";
  return `••••••••${shows > 0 ? plain.slice(-shows) : ""}`;
}
