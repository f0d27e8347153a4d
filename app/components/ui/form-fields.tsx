import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Field, type FieldControlProps } from "./field.tsx";
import { Input } from "./input.tsx";
import { Select } from "./select.tsx";
import { Textarea } from "./textarea.tsx";

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
function fieldOf<P extends ControlProps>(Control: ComponentType<P>) {
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

/** `<InputField label="Email" name="email" type="email" />` */
export const InputField = fieldOf<ComponentProps<"input">>(Input);
/** `<SelectField label="Status" name="status" options={…} placeholder="All" />` */
export const SelectField = fieldOf<ComponentProps<typeof Select>>(Select);
/** `<TextareaField label="Notes" name="notes" rows={3} />` */
export const TextareaField = fieldOf<ComponentProps<"textarea">>(Textarea);
