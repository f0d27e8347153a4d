import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
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
    <Dialog
      title="Add Contact"
      description="Name and email are required; everything else can wait."
      className="w-[min(40rem,calc(100vw-2rem))]"
      open={open}
      onOpenChange={(o) => {
        setError(null);
        onOpenChange(o);
      }}
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <ContactFields idPrefix="new" />
        <DialogFooter error={error} pending={busy} className="sm:col-span-2">
          Add Contact
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
