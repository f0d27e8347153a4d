import { Mail, MessageSquare, Pencil } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
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
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-800 dark:text-neutral-300">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Project
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Client
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Value
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Dates
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {projects.map((project) => (
            <tr key={project.id} className="align-top">
              <td className="min-w-56 py-3 pr-4">
                <p className="font-medium">{project.name}</p>
                <p className="text-neutral-600 dark:text-neutral-300">{project.serviceType ?? "—"}</p>
              </td>
              <td className="py-3 pr-4">
                <p>{project.clientName ?? "No client"}</p>
                <p className="text-neutral-600 dark:text-neutral-300">{project.clientEmail ?? ""}</p>
                {project.clientEmail && (
                  <p className="text-xs text-neutral-600 dark:text-neutral-300">
                    {project.clientUserId ? "Portal account linked" : "No portal account yet"}
                  </p>
                )}
              </td>
              <td className="py-3 pr-4">
                <ProjectStatusBadge status={project.status} variant="admin" />
              </td>
              <td className="py-3 pr-4">{formatProjectValue(project.value)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">
                {formatDate(project.startDate, "TBD")} – {formatDate(project.endDate, "TBD")}
              </td>
              <td className="py-3">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
