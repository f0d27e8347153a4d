import { useId } from "react";
import { inputClass, labelClass } from "./styles.ts";

export function EmailField({ defaultValue, autoFocus }: { defaultValue?: string; autoFocus?: boolean }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        Email
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        // biome-ignore lint/a11y/noAutofocus: the dialog's first field, where the user starts typing
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        className={inputClass}
      />
    </div>
  );
}
