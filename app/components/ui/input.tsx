import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { controlClass } from "./field.tsx";

/** A text input; put it inside a Field for its label, hint and error. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, className)} {...props} />;
}
