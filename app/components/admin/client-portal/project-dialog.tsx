import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { InputField, SelectField, TextareaField } from "#app/components/ui/form-fields.tsx";
import { CONTACT_SOURCES, CONTACT_STATUS_OPTIONS } from "#core/crm/contact-status.ts";
import {
  formatProjectStatus,
  NEW_CLIENT_DEFAULT_SOURCE,
  NEW_CLIENT_DEFAULT_STATUS,
  PROJECT_STATUSES,
  projectFormInput,
  projectFormSchema,
  SERVICE_TYPES,
} from "#core/projects.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { useActionResult } from "./use-action-result.ts";

type Contact = { id: string; name: string; email: string; company: string | null };

/** Create or edit a project; the client is chosen by e-mail (an existing contact) or entered new. */
export function ProjectDialog({
  project,
  onClose,
}: {
  project: AdminProject | "new" | null;
  onClose: () => void;
}) {
  const editing = project !== null && project !== "new" ? project : null;
  const fetcher = useFetcher<AdminActionResult>();
  const contacts = useFetcher<{ contacts: Contact[] }>();
  const [clientEmail, setClientEmail] = useState(editing?.clientEmail ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = fetcher.state !== "idle";
  useActionResult(fetcher, onClose);

  const serverErrors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const shown = { ...serverErrors, ...errors };
  const known = contacts.data?.contacts.find(
    (c) => c.email.toLowerCase() === clientEmail.trim().toLowerCase(),
  );

  // Suggest contacts as the e-mail is typed (debounced; the list comes from the server).
  const load = contacts.load;
  useEffect(() => {
    const q = clientEmail.trim();
    if (q.length < 2) return;
    const timer = setTimeout(() => load(`/admin/client-portal/contacts?q=${encodeURIComponent(q)}`), 250);
    return () => clearTimeout(timer);
  }, [clientEmail, load]);

  // Each field's id is project-<name>, its error line project-<name>-error (the Field wires both).
  const field = (name: string) => ({ id: `project-${name}`, name, error: shown[name] });

  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? "Edit Project" : "New Project"}
      description="The client sees this project in their portal once they sign in with the client's e-mail."
    >
      <fetcher.Form
        method="post"
        className="space-y-4"
        onSubmit={(event) => {
          const parsed = projectFormSchema.safeParse(projectFormInput(new FormData(event.currentTarget)));
          if (parsed.success) return setErrors({});
          event.preventDefault();
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
          setErrors(next);
        }}
      >
        <input type="hidden" name="intent" value="save-project" />
        {editing && <input type="hidden" name="projectId" value={editing.id} />}
        <InputField label="Project name" {...field("name")} defaultValue={editing?.name ?? ""} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <InputField
              label="Client email"
              {...field("clientEmail")}
              type="email"
              list="client-suggestions"
              autoComplete="off"
              value={clientEmail}
              onChange={(event) => setClientEmail(event.target.value)}
              required
            />
            <datalist id="client-suggestions">
              {contacts.data?.contacts.map((c) => (
                <option key={c.id} value={c.email}>
                  {c.company ? `${c.name} (${c.company})` : c.name}
                </option>
              ))}
            </datalist>
          </div>
          <InputField
            label="Client name"
            {...field("clientName")}
            defaultValue={editing?.clientName ?? ""}
            placeholder={known ? known.name : "Needed for a new client"}
          />
        </div>
        {!editing && !known && (
          // Used only when no contact has this e-mail yet: how the new client enters the CRM.
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm text-neutral-600 dark:text-neutral-300">
              For a new client, the contact is created with:
            </legend>
            <SelectField
              label="Contact status"
              {...field("clientStatus")}
              defaultValue={NEW_CLIENT_DEFAULT_STATUS}
              options={CONTACT_STATUS_OPTIONS}
            />
            <SelectField
              label="Contact source"
              {...field("clientSource")}
              defaultValue={NEW_CLIENT_DEFAULT_SOURCE}
              options={CONTACT_SOURCES.map((s) => ({ value: s, label: s }))}
            />
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Status"
            {...field("status")}
            defaultValue={editing?.status ?? "planning"}
            options={PROJECT_STATUSES.map((s) => ({ value: s, label: formatProjectStatus(s) }))}
          />
          <InputField
            label="Value (USD, empty = TBD)"
            {...field("value")}
            inputMode="decimal"
            defaultValue={editing?.value ?? ""}
          />
          <InputField
            label="Start date"
            {...field("startDate")}
            type="date"
            defaultValue={editing?.startDate ?? ""}
          />
          <InputField
            label="End date"
            {...field("endDate")}
            type="date"
            defaultValue={editing?.endDate ?? ""}
          />
        </div>
        <SelectField
          label="Service type"
          {...field("serviceType")}
          defaultValue={editing?.serviceType ?? ""}
          placeholder="Not set"
          options={SERVICE_TYPES.map((s) => ({ value: s, label: s }))}
        />
        <TextareaField
          label="Description"
          {...field("description")}
          rows={3}
          defaultValue={editing?.description ?? ""}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="sendInvitation"
            defaultChecked={!editing}
            className="size-4 accent-brand-600"
          />
          Send the client an invitation to the portal
        </label>
        <DialogFooter pending={saving} className="pt-2">
          {saving ? "Saving..." : editing ? "Save Changes" : "Create Project"}
        </DialogFooter>
      </fetcher.Form>
    </Dialog>
  );
}
