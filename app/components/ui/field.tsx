import { type ReactNode, useId } from "react";
import { cn } from "./cn.ts";

/** What a Field hands its control so label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

export const labelClass = "mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200";

/** The error line under a control, for forms that place it themselves (the rich-text editor). */
export const fieldErrorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/**
 * A label, a control, a hint and an error. The control is a render prop so any element (Input,
 * Select, Checkbox...) receives the wiring: `<Field label="Email">{(p) => <Input {...p} name="email" />}</Field>`.
 */
export function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col", className)}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {children({
        id: controlId,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
