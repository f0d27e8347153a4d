import { Switch } from "radix-ui";
import { controlClass, labelClass } from "#app/components/ui/field.tsx";
import { metaDescriptionHint } from "#core/settings-schema.ts";
import type { FieldSpec } from "./fields.ts";

type Props = {
  field: FieldSpec;
  value: string | boolean;
  error?: string;
  /** The masked secret ('••••1234'), for a write-only key. */
  mask?: string;
  onChange: (value: string | boolean) => void;
};

/** One setting: label, control, hint (or live counter) and error, wired with aria-describedby. */
export function SettingField({ field, value, error, mask, onChange }: Props) {
  const id = `setting-${field.key}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = field.key === "metaDescription" ? metaDescriptionHint(String(value)) : secretHint(field, mask);
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.key,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    className: controlClass,
  };

  if (field.kind === "switch") {
    return (
      <div className="flex items-start justify-between gap-4 py-2">
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {field.label}
          </label>
          {hint && (
            <p id={hintId} className={`text-sm text-muted`}>
              {hint}
            </p>
          )}
        </div>
        <Switch.Root
          id={id}
          checked={value === true}
          onCheckedChange={onChange}
          aria-describedby={describedBy}
          className="relative h-6 w-11 shrink-0 rounded-full bg-neutral-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600 motion-reduce:transition-none dark:bg-neutral-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px] motion-reduce:transition-none" />
        </Switch.Root>
      </div>
    );
  }

  const text = String(value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : field.kind === "select" ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === "secret" ? "password" : field.kind}
          inputMode={field.inputMode}
          autoComplete={field.kind === "secret" ? "new-password" : "off"}
          placeholder={field.kind === "secret" && mask ? mask : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint && (
        <p
          id={hintId}
          className={`mt-1 text-sm text-muted`}
          aria-live={field.key === "metaDescription" ? "polite" : undefined}
        >
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function secretHint(field: FieldSpec, mask?: string) {
  if (field.kind !== "secret") return field.hint;
  const noun = field.noun ?? "value";
  return mask
    ? `A ${noun} is set (${mask}). Type a new one to replace it. ${field.hint}`
    : `No ${noun} set. ${field.hint}`;
}
