import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import {
  formatProjectStatus,
  PROJECT_STATUSES,
  projectFormInput,
  projectFormSchema,
  SERVICE_TYPES,
} from "#core/projects.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { inputClass, labelClass, primaryButton, secondaryButton } from "../ui/form-styles.ts";
import { DialogShell } from "./dialog-shell.tsx";
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
    <DialogShell
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
          <input {...field("name")} defaultValue={editing?.name ?? ""} required className={inputClass} />
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
              className={inputClass}
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
              className={inputClass}
            />
            {error("clientName")}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="project-status" className={labelClass}>
              Status
            </label>
            <select {...field("status")} defaultValue={editing?.status ?? "planning"} className={inputClass}>
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
              className={inputClass}
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
              className={inputClass}
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
              className={inputClass}
            />
            {error("endDate")}
          </div>
        </div>
        <div>
          <label htmlFor="project-serviceType" className={labelClass}>
            Service type
          </label>
          <select {...field("serviceType")} defaultValue={editing?.serviceType ?? ""} className={inputClass}>
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
            className={inputClass}
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
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? "Saving..." : editing ? "Save Changes" : "Create Project"}
          </button>
        </div>
      </fetcher.Form>
    </DialogShell>
  );
}
