import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/* One control look for inputs, textareas and selects (was ui/form-styles.ts inputClass). */
export const controlClass =
  "w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 placeholder:text-neutral-500 disabled:bg-neutral-100 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:disabled:bg-neutral-800 dark:aria-invalid:border-red-400";

/** A text input; put it inside a Field for its label, hint and error. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, className)} {...props} />;
}
