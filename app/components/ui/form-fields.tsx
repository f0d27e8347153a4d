import type { ComponentProps } from "react";
import { fieldOf } from "./field.tsx";
import { Input } from "./input.tsx";
import { Select } from "./select.tsx";
import { Textarea } from "./textarea.tsx";

/** `<InputField label="Email" name="email" type="email" />` */
export const InputField = fieldOf<ComponentProps<"input">>(Input);
/** `<SelectField label="Status" name="status" options={…} placeholder="All" />` */
export const SelectField = fieldOf<ComponentProps<typeof Select>>(Select);
/** `<TextareaField label="Notes" name="notes" rows={3} />` */
export const TextareaField = fieldOf<ComponentProps<"textarea">>(Textarea);
