import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import { newContactSchema } from "#core/crm/contact-form.ts";
import type { ActionResult } from "#server/action-result.ts";
import { useActionToast } from "../use-action-toast.ts";
import { ContactFields } from "./contact-fields.tsx";

/** The Add Contact dialog (001 sections 2 and 5); the same schema checks here and in the action. */
export function AddContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<ActionResult>({ key: "add-contact" });
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(
    (r: ActionResult) => {
      if (r.intent === "create") onOpenChange(false);
    },
    [onOpenChange],
  );
  useActionToast(fetcher, onSuccess);
  const busy = fetcher.state !== "idle";

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, newContactSchema, setError);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setError(null);
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100">
          <div className="mb-4 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-xl font-semibold">Add Contact</Dialog.Title>
              <Dialog.Description className="text-sm text-neutral-600 dark:text-neutral-400">
                Name and email are required; everything else can wait.
              </Dialog.Description>
            </div>
            <Dialog.Close className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="create" />
            <ContactFields idPrefix="new" />
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Dialog.Close className={buttonVariants({ variant: "secondary" })} type="button">
                Cancel
              </Dialog.Close>
              <button type="submit" className={buttonVariants()} disabled={busy}>
                {busy ? "Adding..." : "Add Contact"}
              </button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
