import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { PASSWORD_MIN_LENGTH } from "#core/auth-rules.ts";

/**
 * Password input with a show/hide toggle and the hint 'At least 6 characters' (000 §2); another
 * secret (a backup passphrase) gives its own minimum, hint and error.
 */
export function PasswordField({
  label = "Password",
  autoComplete,
  name = "password",
  defaultValue,
  minLength = PASSWORD_MIN_LENGTH,
  hint = `At least ${minLength} characters`,
  error,
}: {
  label?: string;
  autoComplete: "current-password" | "new-password" | "off";
  name?: string;
  defaultValue?: string;
  minLength?: number;
  hint?: string | null;
  error?: string | null;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {(p) => (
        <div className="relative">
          <Input
            {...p}
            name={name}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            required
            minLength={minLength}
            defaultValue={defaultValue}
            className="pr-11 text-base"
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
      )}
    </Field>
  );
}
