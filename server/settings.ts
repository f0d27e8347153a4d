import { inArray } from "drizzle-orm";
import {
  coerceSetting,
  PUBLIC_SETTING_KEYS,
  type PublicSettings,
  type SettingKey,
  type Settings,
} from "../core/settings-defaults.ts";
import { type Db, getDb } from "./db/client.ts";
import { appSettings } from "./db/schema.ts";

/**
 * The named app_settings, each falling back to its default (core/settings-defaults.ts) when the
 * key was never saved or holds an empty value.
 */
export async function getSettings<K extends SettingKey>(
  keys: readonly K[],
  db: Db = getDb(),
): Promise<Pick<Settings, K>> {
  const rows = keys.length
    ? await db
        .select({ key: appSettings.key, value: appSettings.value })
        .from(appSettings)
        .where(inArray(appSettings.key, [...keys]))
    : [];
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const result = {} as Pick<Settings, K>;
  for (const key of keys) result[key] = coerceSetting(key, stored.get(key));
  return result;
}

/** What every visitor may see: contact details, booking link, feature flags, SEO defaults. */
export function getPublicSettings(db: Db = getDb()): Promise<PublicSettings> {
  return getSettings(PUBLIC_SETTING_KEYS, db);
}
