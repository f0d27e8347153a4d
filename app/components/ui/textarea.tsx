import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass } from "./field.tsx";

/** A multi-line text input; put it inside a Field. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(controlClass, "min-h-20", className)} {...props} />;
}
