import { Dialog } from "#app/components/ui/dialog.tsx";
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
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={post ? "Edit Post" : "Create New Post"}
      description="Fields marked * are required."
      className="w-[min(48rem,calc(100vw-2rem))]"
    >
      <PostForm key={post?.id ?? "new"} post={post} onDone={onClose} />
    </Dialog>
  );
}
