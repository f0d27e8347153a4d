import { useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cardClass } from "#app/components/ui/card.tsx";
import type { SettingKey, Settings } from "#core/settings-defaults.ts";
import { SECRET_SETTING_KEYS, type SecretSettingKey, settingsSchema } from "#core/settings-schema.ts";
import type { ActionResult } from "#server/action-result.ts";
import { type FieldTab, visibleFields } from "./fields.ts";
import { SettingField } from "./setting-field.tsx";
import { UnsavedBar, useLeaveGuard } from "./unsaved-bar.tsx";

type Props = { tab: FieldTab; saved: Settings; secretMasks: Record<SecretSettingKey, string> };

/* The form never holds a stored secret: after a save, the typed one is cleared again. */
const NO_SECRETS = Object.fromEntries(SECRET_SETTING_KEYS.map((key) => [key, ""]));

/** `saved` for every key whose value is still what it was `since`; the admin's edits stay. */
function takeSaved(values: Settings, since: Settings, saved: Settings): Settings {
  const next = { ...values };
  for (const key of Object.keys(saved) as SettingKey[]) {
    if (values[key] === since[key]) (next as Record<SettingKey, unknown>)[key] = saved[key];
  }
  return next;
}

/**
 * The keys of every field tab in one form state, so that switching tabs keeps the edits; the
 * unsaved bar saves them all at once (an upsert on key, 001 section 7).
 */
export function SettingsForm({ tab, saved, secretMasks }: Props) {
  const [values, setValues] = useState<Settings>(saved);
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});
  const fetcher = useFetcher<ActionResult>({ key: "save-settings" });
  const dirty = useMemo(
    () => (Object.keys(saved) as SettingKey[]).some((k) => values[k] !== saved[k]),
    [values, saved],
  );
  useLeaveGuard(dirty);

  // New saved values (this form's save, or a save, import or reset elsewhere) replace every field
  // the admin has not edited since the form last matched them. 'Since' is the values last sent once
  // a save is on its way: the server may store them in its own form (a legal text left as its
  // default follows a new site name), and the form takes that form.
  const base = useRef<{ now: Settings; beforeSave: Settings }>({ now: saved, beforeSave: saved });
  const savedJson = JSON.stringify(saved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the saved values' content
  useEffect(() => {
    const since = base.current.now;
    setValues((v) => takeSaved(v, since, saved));
    base.current = { now: saved, beforeSave: saved };
  }, [savedJson]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) setValues((v) => ({ ...v, ...NO_SECRETS }));
    else base.current.now = base.current.beforeSave;
  }, [fetcher.state, fetcher.data]);

  const set = (key: SettingKey, value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const save = () => {
    const parsed = settingsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<SettingKey, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as SettingKey] ??= issue.message;
      setErrors(next);
      return;
    }
    base.current = { now: values, beforeSave: base.current.now };
    fetcher.submit({ intent: "save", values }, { method: "post", encType: "application/json" });
  };
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const fields = visibleFields(tab, values);
  const invalidElsewhere = Object.entries(errors).filter(([k, m]) => m && !fields.some((f) => f.key === k));

  return (
    <div className="flex flex-col gap-4">
      {result?.ok === true && !dirty && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          Settings saved successfully!
        </p>
      )}
      {result?.ok === false && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Failed to save settings: {result.error}
        </p>
      )}
      {invalidElsewhere.length > 0 && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Please check other sections: {invalidElsewhere.map(([, m]) => m).join("; ")}
        </p>
      )}
      <form
        className={`${cardClass} flex flex-col gap-4`}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        {fields.map((field) => (
          <SettingField
            key={field.key}
            field={field}
            value={values[field.key]}
            error={errors[field.key]}
            mask={field.kind === "secret" ? secretMasks[field.key as SecretSettingKey] : undefined}
            onChange={(v) => set(field.key, v)}
          />
        ))}
      </form>
      {dirty && (
        <UnsavedBar
          pending={fetcher.state !== "idle"}
          onCancel={() => {
            setValues(saved);
            setErrors({});
          }}
          onSave={save}
        />
      )}
      {dirty && <div className="h-20" aria-hidden />}
    </div>
  );
}
