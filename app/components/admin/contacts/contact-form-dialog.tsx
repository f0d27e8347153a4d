import { type ReactNode, useCallback, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { checkBeforeSubmit } from "#app/lib/check-before-submit.ts";
import type { ActionResult } from "#server/action-result.ts";
import { useActionToast } from "../use-action-toast.ts";
import { ContactFields, type ContactFieldValues } from "./contact-fields.tsx";

/**
 * The one dialog behind Add Contact and Edit Contact: the browser checks the form against the
 * schema the action applies, the dialog closes when the action for `intent` succeeds, and otherwise
 * stays open with what was typed. `values` makes it an edit form (ContactFields adds tags and dates).
 */
export function ContactFormDialog({
  fetcherKey,
  intent,
  schema,
  title,
  description,
  submitLabel,
  values,
  open,
  onOpenChange,
  trigger,
  showFailure = false,
}: {
  fetcherKey: string;
  intent: "create" | "update";
  schema: z.ZodType;
  title: string;
  description: string;
  submitLabel: string;
  values?: ContactFieldValues;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  /** Also says in the dialog why the server refused the save (besides the toast). */
  showFailure?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>({ key: fetcherKey });
  const [error, setError] = useState<string | null>(null);
  const onSuccess = useCallback(
    (r: ActionResult) => {
      if (r.intent === intent) onOpenChange(false);
    },
    [intent, onOpenChange],
  );
  useActionToast(fetcher, onSuccess);
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const busy = fetcher.state !== "idle";

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => checkBeforeSubmit(event, schema, setError);

  return (
    <Dialog
      title={title}
      description={description}
      className="w-[min(40rem,calc(100vw-2rem))]"
      open={open}
      onOpenChange={(o) => {
        setError(null);
        onOpenChange(o);
      }}
      trigger={trigger}
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={intent} />
        <ContactFields idPrefix={values ? "edit" : "new"} values={values} />
        <DialogFooter
          error={showFailure ? (error ?? failed) : error}
          pending={busy}
          className="sm:col-span-2"
        >
          {submitLabel}
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
