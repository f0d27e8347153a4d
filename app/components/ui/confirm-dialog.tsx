import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { buttonVariants } from "./button.tsx";
import { cn } from "./cn.ts";
import { dialogPanelClass, ModalOverlay } from "./dialog.tsx";

/**
 * The one confirmation before a destructive action: the specification's question is its text.
 * Radix AlertDialog: focus starts on Cancel, Escape cancels, focus returns to the trigger.
 *
 * The dialog is built only while it is open: a list renders one per row (a contact card's bin, a
 * transaction's Delete), and Radix's dialog parts (providers, portal, presence) were about a dozen
 * components per row, for a dialog that at most one row opens (Contacts: 24 cards, about 290 of
 * its 2,300 components on the click that shows the list). The trigger is the given element with
 * the attributes Radix's trigger gives it (aria-haspopup, aria-expanded, aria-controls,
 * data-state), and focus returns to it when the dialog closes.
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
  trigger?: ReactElement<TriggerProps>;
  question: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const opener = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger &&
        cloneElement(trigger, {
          "aria-haspopup": "dialog",
          "aria-expanded": isOpen,
          "aria-controls": isOpen ? contentId : undefined,
          "data-state": isOpen ? "open" : "closed",
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            if (event.defaultPrevented) return;
            opener.current = event.currentTarget;
            change(true);
          },
        })}
      {isOpen && (
        <AlertDialog.Root open onOpenChange={change}>
          <AlertDialog.Portal>
            <ModalOverlay />
            <AlertDialog.Content
              id={contentId}
              className={dialogPanelClass}
              onCloseAutoFocus={(event) => {
                if (!opener.current) return;
                event.preventDefault();
                opener.current.focus();
              }}
            >
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
      )}
    </>
  );
}

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void } & Record<string, unknown>;

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
