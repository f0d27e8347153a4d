import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { cn } from "./cn.ts";

const overlayClass = "fixed inset-0 z-50 bg-black/50";
export const dialogPanelClass =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100";

let modalsOpen = 0;

/**
 * The dimmed page behind a modal, which also keeps the page from scrolling while it is shown
 * (`html[data-modal-open]`, app.css). Radix's own Overlay locks the scroll by adding a stylesheet
 * and measuring the scrollbar when the modal opens: in traces of 'Members Only' at 4× CPU, a
 * second whole-page style recalculation and a forced layout in the open's frame (issue 37). A
 * press on it is outside the dialog, which closes it, as on Radix's.
 */
export function ModalOverlay({ className = overlayClass }: { className?: string }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    modalsOpen++;
    root.dataset.modalOpen = "";
    return () => {
      if (--modalsOpen === 0) delete root.dataset.modalOpen;
    };
  }, []);
  // Radix makes the page beneath a modal inert to the pointer: the overlay takes presses again.
  return <div aria-hidden="true" className={cn("pointer-events-auto", className)} />;
}

/** A modal dialog (Radix: focus trapped, Escape closes, focus returns to the trigger). */
export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}) {
  // Radix returns focus to its Trigger only; a dialog opened from state (no trigger) would leave
  // focus on the page body when it closes, so it goes back to what had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <ModalOverlay />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(dialogPanelClass, className)}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-neutral-700 dark:text-neutral-300">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <DialogCloseButton />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog when its child is clicked (e.g. a Cancel button). */
export const DialogClose = RadixDialog.Close;

/** The × in a dialog's top right corner, for dialogs that build their own panel (the sign-in modal). */
export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <RadixDialog.Close
      aria-label="Close"
      className={cn(
        "absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800",
        className,
      )}
    >
      <X aria-hidden="true" className="size-4" />
    </RadixDialog.Close>
  );
}
