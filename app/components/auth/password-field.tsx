import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { PASSWORD_MIN_LENGTH } from "#core/auth-rules.ts";
import { inputClass, labelClass } from "./styles.ts";

/** Password input with a show/hide toggle and the hint 'At least 6 characters' (000 §2). */
export function PasswordField({
  label = "Password",
  autoComplete,
  name = "password",
  defaultValue,
}: {
  label?: string;
  autoComplete: "current-password" | "new-password";
  name?: string;
  defaultValue?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-hint`}
          defaultValue={defaultValue}
          className={`${inputClass} pr-11`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-neutral-600 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-white"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-neutral-600 dark:text-neutral-400">
        At least {PASSWORD_MIN_LENGTH} characters
      </p>
    </div>
  );
}
