import type { SettingKey, Settings } from "./settings-defaults.ts";
import { changedKeys, isSecretKey } from "./settings-schema.ts";

/** One setting a save changed, as the audit log keeps it: a secret only as changed, never its value. */
export type SettingChange =
  | { key: SettingKey; from: string | boolean; to: string | boolean }
  | { key: SettingKey; secret: true };

export function settingChanges(before: Partial<Settings>, after: Partial<Settings>): SettingChange[] {
  return changedKeys(before, after).map((key) =>
    isSecretKey(key)
      ? { key, secret: true as const }
      : { key, from: before[key] as string | boolean, to: after[key] as string | boolean },
  );
}

const SHOWN_LENGTH = 80;

function shown(value: unknown): string {
  if (typeof value === "boolean") return value ? "on" : "off";
  const text = String(value ?? "");
  if (text === "") return "(empty)";
  const cut = text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
  return `“${cut}”`;
}

/** The lines an audit entry shows for its changes: 'siteName: “Old” → “New”', 'sendgridKey: changed'. */
export function describeSettingChanges(details: unknown): string[] {
  const changes = (details as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(changes)) return [];
  return changes.flatMap((c: Partial<SettingChange & { from: unknown; to: unknown; secret: unknown }>) => {
    if (typeof c?.key !== "string") return [];
    if (c.secret === true || isSecretKey(c.key)) return [`${c.key}: changed (secret, not shown)`];
    return [`${c.key}: ${shown(c.from)} → ${shown(c.to)}`];
  });
}
