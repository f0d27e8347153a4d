import { Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import { contactEditSchema } from "#core/crm/contact-form.ts";
import type { ActionResult } from "#server/action-result.ts";
import { useActionToast } from "../../use-action-toast.ts";
import { ContactFields, type ContactFieldValues } from "../contact-fields.tsx";

/**
 * Edit Contact: Add Contact's fields and rules plus tags and follow-up dates. The dialog stays open
 * with what was typed when the save fails, and says why in an alert.
 */
export function EditContactDialog({ contact }: { contact: ContactFieldValues & { id: string } }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<ActionResult>({ key: `edit-contact-${contact.id}` });
  const onSuccess = useCallback((r: ActionResult) => {
    if (r.intent === "update") setOpen(false);
  }, []);
  useActionToast(fetcher, onSuccess);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const shown = error ?? failed;
  const busy = fetcher.state !== "idle";

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) =>
    checkBeforeSubmit(event, contactEditSchema, setError);

  return (
    <Dialog
      title="Edit Contact"
      description="Name and email are required, as when adding a contact."
      className="w-[min(40rem,calc(100vw-2rem))]"
      open={open}
      onOpenChange={(o) => {
        setError(null);
        setOpen(o);
      }}
      trigger={
        <Button variant="secondary">
          <Pencil className="size-4" aria-hidden /> Edit Contact
        </Button>
      }
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="update" />
        <ContactFields idPrefix="edit" values={contact} />
        <DialogFooter error={shown} pending={busy} className="sm:col-span-2">
          Save Changes
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
