import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { labelClass } from "#app/components/ui/field.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";
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

  const field = (name: string) => ({
    id: `project-${name}`,
    name,
    "aria-invalid": shown[name] ? true : undefined,
    "aria-describedby": shown[name] ? `project-${name}-error` : undefined,
  });
  const error = (name: string) =>
    shown[name] ? (
      <p id={`project-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {shown[name]}
      </p>
    ) : null;

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
        <div>
          <label htmlFor="project-name" className={labelClass}>
            Project name
          </label>
          <input {...field("name")} defaultValue={editing?.name ?? ""} required className={controlClass} />
          {error("name")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="project-clientEmail" className={labelClass}>
              Client email
            </label>
            <input
              {...field("clientEmail")}
              type="email"
              list="client-suggestions"
              autoComplete="off"
              value={clientEmail}
              onChange={(event) => setClientEmail(event.target.value)}
              required
              className={controlClass}
            />
            <datalist id="client-suggestions">
              {contacts.data?.contacts.map((c) => (
                <option key={c.id} value={c.email}>
                  {c.company ? `${c.name} (${c.company})` : c.name}
                </option>
              ))}
            </datalist>
            {error("clientEmail")}
          </div>
          <div>
            <label htmlFor="project-clientName" className={labelClass}>
              Client name
            </label>
            <input
              {...field("clientName")}
              defaultValue={editing?.clientName ?? ""}
              placeholder={known ? known.name : "Needed for a new client"}
              className={controlClass}
            />
            {error("clientName")}
          </div>
        </div>
        {!editing && !known && (
          // Used only when no contact has this e-mail yet: how the new client enters the CRM.
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm text-neutral-600 dark:text-neutral-300">
              For a new client, the contact is created with:
            </legend>
            <div>
              <label htmlFor="project-clientStatus" className={labelClass}>
                Contact status
              </label>
              <Select
                {...field("clientStatus")}
                defaultValue={NEW_CLIENT_DEFAULT_STATUS}
                options={CONTACT_STATUS_OPTIONS}
              />
              {error("clientStatus")}
            </div>
            <div>
              <label htmlFor="project-clientSource" className={labelClass}>
                Contact source
              </label>
              <select
                {...field("clientSource")}
                defaultValue={NEW_CLIENT_DEFAULT_SOURCE}
                className={controlClass}
              >
                {CONTACT_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {error("clientSource")}
            </div>
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="project-status" className={labelClass}>
              Status
            </label>
            <select
              {...field("status")}
              defaultValue={editing?.status ?? "planning"}
              className={controlClass}
            >
              {PROJECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {formatProjectStatus(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="project-value" className={labelClass}>
              Value (USD, empty = TBD)
            </label>
            <input
              {...field("value")}
              inputMode="decimal"
              defaultValue={editing?.value ?? ""}
              className={controlClass}
            />
            {error("value")}
          </div>
          <div>
            <label htmlFor="project-startDate" className={labelClass}>
              Start date
            </label>
            <input
              {...field("startDate")}
              type="date"
              defaultValue={editing?.startDate ?? ""}
              className={controlClass}
            />
            {error("startDate")}
          </div>
          <div>
            <label htmlFor="project-endDate" className={labelClass}>
              End date
            </label>
            <input
              {...field("endDate")}
              type="date"
              defaultValue={editing?.endDate ?? ""}
              className={controlClass}
            />
            {error("endDate")}
          </div>
        </div>
        <div>
          <label htmlFor="project-serviceType" className={labelClass}>
            Service type
          </label>
          <select
            {...field("serviceType")}
            defaultValue={editing?.serviceType ?? ""}
            className={controlClass}
          >
            <option value="">Not set</option>
            {SERVICE_TYPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="project-description" className={labelClass}>
            Description
          </label>
          <textarea
            {...field("description")}
            rows={3}
            defaultValue={editing?.description ?? ""}
            className={controlClass}
          />
          {error("description")}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="sendInvitation"
            defaultChecked={!editing}
            className="size-4 accent-brand-600"
          />
          Send the client an invitation to the portal
        </label>
        <div className="flex justify-end gap-3 pt-2">
          <button type="button" onClick={onClose} className={buttonVariants({ variant: "secondary" })}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={buttonVariants()}>
            {saving ? "Saving..." : editing ? "Save Changes" : "Create Project"}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
