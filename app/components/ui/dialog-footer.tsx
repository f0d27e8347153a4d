import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { DialogClose } from "./dialog.tsx";

/**
 * The end of a form in a Dialog: the reason the last try failed (an alert), then Cancel, which
 * closes the dialog, and the submit button with its pending state. `className` places both rows
 * in the form's grid (e.g. "sm:col-span-2").
 */
export function DialogFooter({
  error,
  pending = false,
  className,
  children,
}: {
  error?: string | null;
  pending?: boolean;
  className?: string;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={cn("text-sm font-medium text-red-700 dark:text-red-400", className)}>
          {error}
        </p>
      )}
      <div className={cn("flex justify-end gap-2", className)}>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" pending={pending}>
          {children}
        </Button>
      </div>
    </>
  );
}
