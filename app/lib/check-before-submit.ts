import type { FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { firstIssue } from "#core/crm/contact-form.ts";

/**
 * The browser's check of an admin dialog's form against the schema the server applies too: a form
 * with a problem does not post, its first message is shown in the dialog (`show`) and as a toast.
 * What was typed stays, since nothing is sent or reset. `prepare` turns the form's fields into what
 * the schema reads, for a form that posts part of its input encoded (an invoice's JSON line items).
 */
export function checkBeforeSubmit(
  event: FormEvent<HTMLFormElement>,
  schema: z.ZodType,
  show: (message: string | null) => void,
  prepare: (fields: Record<string, FormDataEntryValue>) => unknown = (fields) => fields,
) {
  const parsed = schema.safeParse(prepare(Object.fromEntries(new FormData(event.currentTarget))));
  if (parsed.success) {
    show(null);
    return;
  }
  event.preventDefault();
  const message = firstIssue(parsed.error);
  show(message);
  toast.error(message);
}
