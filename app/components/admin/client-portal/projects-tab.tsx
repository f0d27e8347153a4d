import { Mail, MessageSquare, Pencil } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { formatProjectValue } from "#core/money.ts";
import { formatDate } from "#core/portal.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { useDeleteResult } from "./delete-button.tsx";
import { useActionResult } from "./use-action-result.ts";

/* The row actions are the kit's icon buttons (ghost, size icon) named by aria-label (Edit, Invite and
   Message show it as a tooltip too): four labelled buttons made the table wider than the content area. */
const iconClass = "size-4";

function InviteButton({ project }: { project: AdminProject }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionResult(fetcher);
  const label = `Invite the client of ${project.name}`;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="projectId" value={project.id} />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        pending={fetcher.state !== "idle"}
        aria-label={label}
        title={label}
      >
        <Mail aria-hidden="true" className={iconClass} />
      </Button>
    </fetcher.Form>
  );
}

/** The projects with their client, status (admin colours), value and dates (one column, two lines). */
export function ProjectsTab({
  projects,
  searching,
  onEdit,
}: {
  projects: AdminProject[];
  searching: boolean;
  onEdit: (project: AdminProject) => void;
}) {
  useDeleteResult("delete-project");
  if (projects.length === 0) {
    return (
      <p className="py-12 text-center text-neutral-600 dark:text-neutral-300">
        {searching ? "No projects found" : "No projects yet"}
      </p>
    );
  }
  return <DataTable label="Projects" columns={columns(onEdit)} rows={projects} rowKey={(p) => p.id} />;
}

/** "Dec 5, 2026 – Mar 5, 2027", which may break only after the dash (two lines in a narrow column). */
function dateRange(project: AdminProject) {
  const keep = (text: string) => text.replaceAll(" ", "\u00a0");
  return `${keep(formatDate(project.startDate, "TBD"))}\u00a0– ${keep(formatDate(project.endDate, "TBD"))}`;
}

/** An address that wraps after its "@" first, and anywhere only if a part is still too long. */
function Email({ address }: { address: string | null }) {
  if (!address) return null;
  const at = address.lastIndexOf("@");
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function columns(onEdit: (project: AdminProject) => void): Column<AdminProject>[] {
  return [
    {
      id: "project",
      header: "Project",
      primary: true,
      className: "min-w-40 font-normal",
      cell: (project) => (
        <>
          <p className="font-medium">{project.name}</p>
          <p className="text-neutral-600 dark:text-neutral-300">{project.serviceType ?? "—"}</p>
        </>
      ),
    },
    {
      id: "client",
      header: "Client",
      className: "min-w-40",
      cell: (project) => (
        <>
          <p>{project.clientName ?? "No client"}</p>
          <p className="text-neutral-600 wrap-anywhere dark:text-neutral-300">
            <Email address={project.clientEmail} />
          </p>
          {project.clientEmail && (
            <p className="text-xs text-neutral-600 dark:text-neutral-300">
              {project.clientUserId ? "Portal account linked" : "No portal account yet"}
            </p>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: "Status",
      className: "whitespace-nowrap",
      cell: (project) => <ProjectStatusBadge status={project.status} variant="admin" />,
    },
    {
      id: "value-dates",
      header: "Value & Dates",
      cell: (project) => (
        <>
          <p className="tabular-nums">{formatProjectValue(project.value)}</p>
          <p className="text-neutral-600 dark:text-neutral-300">{dateRange(project)}</p>
        </>
      ),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "w-px py-1 text-right",
      cell: (project) => <ProjectActions project={project} onEdit={onEdit} />,
    },
  ];
}

function ProjectActions({
  project,
  onEdit,
}: {
  project: AdminProject;
  onEdit: (project: AdminProject) => void;
}) {
  const deletion = useFetcher<AdminActionResult>({ key: "delete-project" });
  const edit = `Edit ${project.name}`;
  const message = `Message the client of ${project.name}`;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(project)} aria-label={edit} title={edit}>
        <Pencil aria-hidden="true" className={iconClass} />
      </Button>
      {project.clientEmail && <InviteButton project={project} />}
      {project.clientUserId && (
        <Link
          to={`?tab=messages&client=${project.clientUserId}`}
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label={message}
          title={message}
        >
          <MessageSquare aria-hidden="true" className={iconClass} />
        </Link>
      )}
      <ConfirmDeleteIconButton
        label={`Delete ${project.name}`}
        question="Are you sure you want to delete this project? Its deliverables are deleted with it."
        onConfirm={() =>
          deletion.submit({ intent: "delete-project", projectId: project.id }, { method: "post" })
        }
      />
    </div>
  );
}
