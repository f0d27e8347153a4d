import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { dangerButton, secondaryButton } from "./styles.ts";

/** A confirmation before a destructive action, with the specification's question as its text. */
export function ConfirmDialog({
  trigger,
  question,
  confirmLabel = "Delete",
  onConfirm,
}: {
  trigger: ReactNode;
  question: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100">
          <AlertDialog.Title className="text-lg font-semibold">Please confirm</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-700 dark:text-neutral-300">
            {question}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={dangerButton} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
