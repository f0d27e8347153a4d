import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { contactEditSchema } from "#core/crm/contact-form.ts";
import type { ContactFieldValues } from "../contact-fields.tsx";
import { ContactFormDialog } from "../contact-form-dialog.tsx";

/**
 * Edit Contact: Add Contact's fields and rules plus tags and follow-up dates. The dialog stays open
 * with what was typed when the save fails, and says why in an alert.
 */
export function EditContactDialog({ contact }: { contact: ContactFieldValues & { id: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <ContactFormDialog
      fetcherKey={`edit-contact-${contact.id}`}
      intent="update"
      schema={contactEditSchema}
      title="Edit Contact"
      description="Name and email are required, as when adding a contact."
      submitLabel="Save Changes"
      values={contact}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary">
          <Pencil className="size-4" aria-hidden /> Edit Contact
        </Button>
      }
      showFailure
    />
  );
}
