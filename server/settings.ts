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
import { liveChangesListening, onLiveChange } from "./realtime.ts";

/*
 * Settings are read on every public page: they come from an in-memory copy of app_settings,
 * loaded once and dropped when the live channel announces a change of the table (migration 0004's
 * trigger), on every instance. The copy is used only while this process listens to that channel;
 * otherwise (scripts, tests without the background work) each read goes to the database.
 */
let memory: Promise<Map<string, unknown>> | null = null;
let generation = 0;

onLiveChange((table) => {
  if (table !== "app_settings") return;
  generation++;
  memory = null;
});

function storedSettings(): Promise<Map<string, unknown>> {
  if (memory) return memory;
  const loadedFor = generation;
  const loading = getDb()
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .then((rows) => new Map(rows.map((row) => [row.key, row.value])));
  memory = loading;
  // A failed read, or one overtaken by a change, is not kept.
  loading.then(
    () => {
      if (loadedFor !== generation && memory === loading) memory = null;
    },
    () => {
      if (memory === loading) memory = null;
    },
  );
  return loading;
}

/**
 * The saved values of `keys` as stored (no defaults), from `db` when given, else from memory while
 * this process listens to changes. For a rule that needs to know whether a key was saved at all.
 */
export async function readStoredSettings(keys: readonly SettingKey[], db?: Db) {
  if (!db && liveChangesListening()) return storedSettings();
  if (!keys.length) return new Map<string, unknown>();
  const rows = await (db ?? getDb())
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * The named app_settings, each falling back to its default (core/settings-defaults.ts) when the
 * key was never saved or holds an empty value. With `db` (a transaction), read from it.
 */
export async function getSettings<K extends SettingKey>(
  keys: readonly K[],
  db?: Db,
): Promise<Pick<Settings, K>> {
  const stored = await readStoredSettings(keys, db);
  const result = {} as Pick<Settings, K>;
  for (const key of keys) result[key] = coerceSetting(key, stored.get(key));
  return result;
}

/** What every visitor may see: contact details, booking link, feature flags, SEO defaults. */
export function getPublicSettings(db?: Db): Promise<PublicSettings> {
  return getSettings(PUBLIC_SETTING_KEYS, db);
}
