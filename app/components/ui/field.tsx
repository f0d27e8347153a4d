import { clsx } from "clsx";
import type { ComponentType, ReactNode } from "react";
import { useId } from "react";

/** What a Field hands its control so label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/* One control look for inputs, textareas and selects (was ui/form-styles.ts inputClass). */
export const controlClass =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 placeholder:text-neutral-500 disabled:bg-neutral-100 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:disabled:bg-neutral-800 dark:aria-invalid:border-red-400";

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
    // Appended, not merged (no tailwind-merge here, see plain.tsx): callers give layout only.
    <div className={clsx("flex flex-col", className)}>
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

/** What a Field takes; `className` goes to the Field (e.g. "sm:col-span-2"), the rest to the control. */
type FieldOwnProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  id?: string;
  className?: string;
};

type ControlProps = { id?: string; className?: string; "aria-describedby"?: string };

/**
 * A Field holding one control, for the common case of a label over a single input: the control's own
 * props pass through, and an `aria-describedby` it names (a hint shared by two fields) is kept
 * beside the Field's hint and error.
 */
export function fieldOf<P extends ControlProps>(Control: ComponentType<P>) {
  return function ControlField({
    label,
    hint,
    error,
    id,
    className,
    ...control
  }: FieldOwnProps & Omit<P, "id" | "className">) {
    return (
      <Field label={label} hint={hint} error={error} id={id} className={className}>
        {(field: FieldControlProps) => {
          const describedBy = [field["aria-describedby"], control["aria-describedby"]].filter(Boolean);
          const props = { ...control, ...field, "aria-describedby": describedBy.join(" ") || undefined };
          return <Control {...(props as unknown as P)} />;
        }}
      </Field>
    );
  };
}
