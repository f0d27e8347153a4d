import { newContactSchema } from "#core/crm/contact-form.ts";
import { ContactFormDialog } from "./contact-form-dialog.tsx";

/** The Add Contact dialog (001 sections 2 and 5); the same schema checks here and in the action. */
export function AddContactDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ContactFormDialog
      fetcherKey="add-contact"
      intent="create"
      schema={newContactSchema}
      title="Add Contact"
      description="Name and email are required; everything else can wait."
      submitLabel="Add Contact"
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
