import { Mail, MessageSquare, Pencil } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { formatProjectValue } from "#core/money.ts";
import { formatDate } from "#core/portal.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { DeleteButton, useDeleteResult } from "./delete-button.tsx";
import { useActionResult } from "./use-action-result.ts";

const iconButton =
  "inline-flex items-center gap-1 rounded-md border border-neutral-300 px-2 py-1 text-xs font-medium hover:bg-neutral-100 disabled:opacity-60 dark:border-neutral-700 dark:hover:bg-neutral-800";

function InviteButton({ project }: { project: AdminProject }) {
  const fetcher = useFetcher<AdminActionResult>();
  useActionResult(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="invite" />
      <input type="hidden" name="projectId" value={project.id} />
      <button type="submit" disabled={fetcher.state !== "idle"} className={iconButton}>
        <Mail aria-hidden="true" className="size-3.5" />
        Invite<span className="sr-only"> the client of {project.name}</span>
      </button>
    </fetcher.Form>
  );
}

/** The projects with their client, status (admin colours), value and dates. */
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

function columns(onEdit: (project: AdminProject) => void): Column<AdminProject>[] {
  return [
    {
      id: "project",
      header: "Project",
      primary: true,
      className: "min-w-56 font-normal",
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
      cell: (project) => (
        <>
          <p>{project.clientName ?? "No client"}</p>
          <p className="text-neutral-600 dark:text-neutral-300">{project.clientEmail ?? ""}</p>
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
      cell: (project) => <ProjectStatusBadge status={project.status} variant="admin" />,
    },
    { id: "value", header: "Value", cell: (project) => formatProjectValue(project.value) },
    {
      id: "dates",
      header: "Dates",
      className: "whitespace-nowrap",
      cell: (project) => (
        <>
          {formatDate(project.startDate, "TBD")} – {formatDate(project.endDate, "TBD")}
        </>
      ),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
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
  return (
    <div className="flex flex-wrap justify-end gap-2 xl:flex-nowrap">
      <button type="button" onClick={() => onEdit(project)} className={iconButton}>
        <Pencil aria-hidden="true" className="size-3.5" />
        Edit<span className="sr-only"> {project.name}</span>
      </button>
      {project.clientEmail && <InviteButton project={project} />}
      {project.clientUserId && (
        <Link to={`?tab=messages&client=${project.clientUserId}`} className={iconButton}>
          <MessageSquare aria-hidden="true" className="size-3.5" />
          Message<span className="sr-only"> the client of {project.name}</span>
        </Link>
      )}
      <DeleteButton
        intent="delete-project"
        field="projectId"
        id={project.id}
        label={`Delete ${project.name}`}
        question="Are you sure you want to delete this project? Its deliverables are deleted with it."
        className={iconButton}
      />
    </div>
  );
}
