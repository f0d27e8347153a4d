import { AlertDialog } from "radix-ui";
import { primaryButton, secondaryButton } from "./form-styles.ts";

/** Delete confirmation: 'Are you sure you want to delete "{title}"?' (001 section 5). */
export function DeletePostDialog({
  title,
  onConfirm,
  onCancel,
}: {
  title: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-neutral-950 dark:ring-1 dark:ring-neutral-800">
          <AlertDialog.Title className="text-lg font-bold">Delete post</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-700 dark:text-neutral-300">
            Are you sure you want to delete "{title}"?
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={primaryButton} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
