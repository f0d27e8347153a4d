import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass } from "./input.tsx";

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** A styled native select: it posts with a plain form (no JavaScript needed) and is accessible as is. */
export function Select({
  options,
  placeholder,
  className,
  children,
  ...props
}: ComponentProps<"select"> & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={cn(controlClass, "pr-8", className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
