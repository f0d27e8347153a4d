import type { ReactNode } from "react";

/**
 * The form of a dialog opened from inside the Compose form (insert a link, save a template). React
 * events bubble through the dialog's portal, so its submit is stopped here: the Compose form must
 * never see it.
 */
export function NestedForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
