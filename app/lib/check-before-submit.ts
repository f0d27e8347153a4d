import type { FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { firstIssue } from "#core/crm/contact-form.ts";

/**
 * The browser's check of an admin dialog's form against the schema the server applies too: a form
 * with a problem does not post, its first message is shown in the dialog (`show`) and as a toast.
 * What was typed stays, since nothing is sent or reset.
 */
export function checkBeforeSubmit(
  event: FormEvent<HTMLFormElement>,
  schema: z.ZodType,
  show: (message: string | null) => void,
) {
  const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
  if (parsed.success) {
    show(null);
    return;
  }
  event.preventDefault();
  const message = firstIssue(parsed.error);
  show(message);
  toast.error(message);
}
