import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonVariants } from "./button.tsx";
import { cn } from "./cn.ts";
import { dialogPanelClass, overlayClass } from "./dialog.tsx";

/**
 * The one confirmation before a destructive action: the specification's question is its text.
 * Radix AlertDialog: focus starts on Cancel, Escape cancels, focus returns to the trigger.
 */
export function ConfirmDialog({
  trigger,
  question,
  title = "Please confirm",
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  question: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content className={dialogPanelClass}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-700 dark:text-neutral-300">
            {question}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })} onClick={onCancel}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={cn(buttonVariants({ variant: "danger" }))} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The red bin icon of a list row that deletes it after the ConfirmDialog; `label` names the row ("Delete Ada"). */
export function ConfirmDeleteIconButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      question={question}
      onConfirm={onConfirm}
      trigger={
        <button
          type="button"
          className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "text-red-700 dark:text-red-400")}
          aria-label={label}
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
      }
    />
  );
}

/** A red "Delete" button that asks `question` before it calls `onConfirm`. */
export function ConfirmDeleteButton({ question, onConfirm }: { question: ReactNode; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      question={question}
      onConfirm={onConfirm}
      trigger={
        <button type="button" className={buttonVariants({ variant: "danger" })}>
          Delete
        </button>
      }
    />
  );
}
