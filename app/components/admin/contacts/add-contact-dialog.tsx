import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { firstIssue, newContactSchema } from "#core/crm/contact-form.ts";
import {
  CONTACT_SOURCES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_SOURCE,
  SERVICE_INTERESTS,
} from "#core/crm/contact-status.ts";
import type { ActionResult } from "#server/action-result.ts";
import { iconButton, input, label, primaryButton, secondaryButton } from "../styles.ts";
import { useActionToast } from "../use-action-toast.ts";

function Field({
  name,
  text,
  type = "text",
  required = false,
}: {
  name: string;
  text: string;
  type?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`new-${name}`} className={label}>
        {text}
        {required && <span aria-hidden> *</span>}
      </label>
      <input id={`new-${name}`} name={name} type={type} required={required} className={input} />
    </div>
  );
}

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

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = newContactSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      const message = firstIssue(parsed.error);
      setError(message);
      toast.error(message);
    } else {
      setError(null);
    }
  };

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
            <Dialog.Close className={iconButton} aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="create" />
            <Field name="name" text="Name" required />
            <Field name="email" text="Email" type="email" required />
            <Field name="phone" text="Phone" type="tel" />
            <Field name="company" text="Company" />
            <Field name="position" text="Position" />
            <div>
              <label htmlFor="new-value" className={label}>
                Deal Value ($)
              </label>
              <input
                id="new-value"
                name="value"
                type="number"
                min="0"
                step="0.01"
                inputMode="decimal"
                className={input}
              />
            </div>
            <div>
              <label htmlFor="new-source" className={label}>
                Source
              </label>
              <select id="new-source" name="source" defaultValue={DEFAULT_CONTACT_SOURCE} className={input}>
                {CONTACT_SOURCES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="new-status" className={label}>
                Status
              </label>
              <select id="new-status" name="status" defaultValue="new" className={input}>
                {CONTACT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CONTACT_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="new-serviceInterest" className={label}>
                Service Interest
              </label>
              <select id="new-serviceInterest" name="serviceInterest" defaultValue="" className={input}>
                <option value="">Not specified</option>
                {SERVICE_INTERESTS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="new-projectDetails" className={label}>
                Project Details
              </label>
              <textarea id="new-projectDetails" name="projectDetails" rows={3} className={input} />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor="new-notes" className={label}>
                Notes
              </label>
              <textarea id="new-notes" name="notes" rows={2} className={input} />
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Dialog.Close className={secondaryButton} type="button">
                Cancel
              </Dialog.Close>
              <button type="submit" className={primaryButton} disabled={busy}>
                {busy ? "Adding..." : "Add Contact"}
              </button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
