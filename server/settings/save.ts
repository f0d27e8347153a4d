import { eq, sql } from "drizzle-orm";
import { LEGAL_PAGE_NAMES, LEGAL_PAGES, legalText, legalTextToStore } from "../../core/legal.ts";
import { settingChanges } from "../../core/settings-audit.ts";
import {
  SETTING_KEYS,
  SETTINGS_DEFAULTS,
  type SettingKey,
  type Settings,
} from "../../core/settings-defaults.ts";
import {
  changedKeys,
  describeIssue,
  isSecretKey,
  SECRET_SETTING_KEYS,
  SECRET_SETTINGS,
  type SecretSettingKey,
  settingsImportSchema,
  settingsSchema,
} from "../../core/settings-schema.ts";
import { ActionError, assertAdmin, refuseInPreview } from "../admin-access.ts";
import { recordAudit } from "../audit.ts";
import { type Db, getDb } from "../db/client.ts";
import { appSettings } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getSettings } from "../settings.ts";
import { decryptSecret, encryptSecret, maskSecret } from "./secret.ts";

export const PREVIEW_SETTINGS_MESSAGE = "Settings changes are disabled in preview mode";

export type SecretMasks = Record<SecretSettingKey, string>;

/** The form's view: every key, each secret emptied and described by its mask (never sent to a browser). */
export type AdminSettings = Settings & { secretMasks: SecretMasks };

export async function loadAdminSettings(actor: SessionUser, db: Db = getDb()): Promise<AdminSettings> {
  assertAdmin(actor);
  const all = await getSettings(SETTING_KEYS, db);
  const view = { ...all, secretMasks: {} as SecretMasks };
  // A legal page's text starts as the default built from the business details, to edit.
  for (const page of LEGAL_PAGE_NAMES) view[LEGAL_PAGES[page].key] = legalText(page, all);
  for (const key of SECRET_SETTING_KEYS) {
    view.secretMasks[key] = maskSecret(decryptSecret(all[key]), SECRET_SETTINGS[key].maskShows);
    view[key] = "";
  }
  return view;
}

/** A secret in plain text, for the server's own use (the mail transport decrypts its own copy). */
export async function readSecret(key: SecretSettingKey, db: Db = getDb()): Promise<string> {
  const stored = await getSettings([key], db);
  return decryptSecret(stored[key]);
}

/**
 * Saves the whole form as an upsert on key (001 section 7). A secret left empty keeps the stored
 * one (the form never holds it); one named in `clearSecrets` is removed. The app_settings trigger
 * raises a NOTIFY on 'live_changes', so every instance refreshes its copy.
 */
export async function saveSettings(
  actor: SessionUser,
  input: unknown,
  options: { clearSecrets?: readonly SecretSettingKey[] } = {},
  db: Db = getDb(),
) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_SETTINGS_MESSAGE);
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) throw new ActionError(describeIssue(parsed.error));
  const before = await getSettings(SETTING_KEYS, db);
  const values: Partial<Record<SettingKey, string | boolean>> = { ...parsed.data };
  // A legal text left as its default is stored empty: it keeps following the business details.
  for (const page of LEGAL_PAGE_NAMES) {
    const key = LEGAL_PAGES[page].key;
    values[key] = legalTextToStore(page, parsed.data[key], before, parsed.data);
  }
  for (const key of SECRET_SETTING_KEYS) {
    if (parsed.data[key]) values[key] = encryptSecret(parsed.data[key]);
    else if (options.clearSecrets?.includes(key)) values[key] = "";
    else delete values[key];
  }
  const changes = settingChanges(before, values as Partial<Settings>);
  const changed = changes.map((c) => c.key);
  await db.transaction(async (tx) => {
    await upsert(tx as unknown as Db, values);
    // Which keys changed, from what to what; a secret only as changed (core/settings-audit.ts).
    await recordAudit(actor, "settings.save", null, { keys: changed, changes }, tx as unknown as Db);
  });
  return { changed };
}

/** Export Settings: every key but the secrets, as settings_{date}.json. */
export async function exportSettings(actor: SessionUser, db: Db = getDb(), now = new Date()) {
  assertAdmin(actor);
  const all = await getSettings(SETTING_KEYS, db);
  const body = Object.fromEntries(SETTING_KEYS.filter((k) => !isSecretKey(k)).map((k) => [k, all[k]]));
  await recordAudit(actor, "settings.export", null, {}, db);
  return {
    filename: `settings_${now.toISOString().slice(0, 10)}.json`,
    json: `${JSON.stringify(body, null, 2)}\n`,
  };
}

export type SettingsChange = { key: SettingKey; from: string | boolean; to: string | boolean };

/** Reads an import file: bad JSON, unknown keys or wrong types refuse it with a clear message. */
export function parseSettingsFile(text: string): Partial<Settings> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ActionError("This file is not valid JSON. Choose a settings file exported from this page.");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new ActionError("The settings file must hold one JSON object of setting keys and values.");
  }
  const parsed = settingsImportSchema.safeParse(json);
  if (!parsed.success) throw new ActionError(`Nothing was imported. ${describeIssue(parsed.error)}`);
  if (Object.keys(parsed.data).length === 0) throw new ActionError("The settings file holds no settings.");
  return parsed.data as Partial<Settings>;
}

/** The differences an import would make, for the confirmation step (nothing is written). */
export async function previewImport(
  actor: SessionUser,
  text: string,
  db: Db = getDb(),
): Promise<SettingsChange[]> {
  assertAdmin(actor);
  const incoming = parseSettingsFile(text);
  const before = await getSettings(SETTING_KEYS, db);
  return changedKeys(before, incoming).map((key) => ({
    key,
    from: before[key],
    to: incoming[key] as string | boolean,
  }));
}

export async function applyImport(actor: SessionUser, text: string, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_SETTINGS_MESSAGE);
  const changes = await previewImport(actor, text, db);
  const values = Object.fromEntries(changes.map((c) => [c.key, c.to]));
  await db.transaction(async (tx) => {
    await upsert(tx as unknown as Db, values);
    await recordAudit(
      actor,
      "settings.import",
      null,
      { keys: changes.map((c) => c.key), changes },
      tx as unknown as Db,
    );
  });
  return changes;
}

/** Reset All Settings: every key back to its default (the stored rows are removed). */
export async function resetSettings(actor: SessionUser, db: Db = getDb()) {
  assertAdmin(actor);
  refuseInPreview(PREVIEW_SETTINGS_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.delete(appSettings).where(sql`true`);
    await recordAudit(actor, "settings.reset", null, {}, tx as unknown as Db);
  });
  return SETTINGS_DEFAULTS;
}

async function upsert(db: Db, values: Partial<Record<SettingKey, string | boolean>>) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: new Date() }));
  if (!rows.length) return;
  await db
    .insert(appSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** One key, for tests and small jobs (the backup keep-count, for instance). */
export async function storedValue(key: SettingKey, db: Db = getDb()) {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}
