import { cn } from "./cn.ts";
import { controlClass } from "./field.tsx";
import { SelectFrame, type SelectProps } from "./plain.tsx";

export type { SelectOption } from "./plain.tsx";

/** A styled native select: it posts with a plain form (no JavaScript needed) and is accessible as is. */
export function Select({ className, ...props }: SelectProps) {
  return <SelectFrame className={cn(controlClass, "pr-8", className)} {...props} />;
}
