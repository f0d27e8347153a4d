import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type EditablePost, PostForm } from "./post-form.tsx";

/**
 * The create/edit modal. Its content unmounts when closed, so closing resets the form
 * (001 section 4).
 */
export function PostFormDialog({
  open,
  post,
  onClose,
}: {
  open: boolean;
  post: EditablePost | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/60 p-4">
          <Dialog.Content className="relative w-full max-w-3xl rounded-xl bg-white p-6 shadow-xl dark:bg-neutral-950 dark:ring-1 dark:ring-neutral-800">
            <Dialog.Title className="text-2xl font-bold">
              {post ? "Edit Post" : "Create New Post"}
            </Dialog.Title>
            <Dialog.Description className="mt-1 mb-6 text-sm text-neutral-600 dark:text-neutral-400">
              Fields marked * are required.
            </Dialog.Description>
            <PostForm key={post?.id ?? "new"} post={post} onDone={onClose} />
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-md p-1 text-neutral-600 hover:text-neutral-950 dark:text-neutral-400 dark:hover:text-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
