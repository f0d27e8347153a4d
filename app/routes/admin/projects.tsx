import { Plus } from "lucide-react";
import { useState } from "react";
import { data } from "react-router";
import { ProjectDialog } from "#app/components/admin/client-portal/project-dialog.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { BoardToolbar } from "#app/components/admin/projects/board-toolbar.tsx";
import { ProjectBoard } from "#app/components/admin/projects/project-board.tsx";
import { ProjectList } from "#app/components/admin/projects/project-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail } from "#app/lib/admin-route.server.ts";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import { handleClientPortalAction } from "#server/projects/admin-actions.ts";
import { loadProjectBoard } from "#server/projects/board-page.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/projects";

export function meta() {
  return [{ title: "Projects | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail("projects", "Failed to fetch projects", () =>
    loadProjectBoard(context.get(userContext), new URL(request.url).searchParams),
  );
}

/* 'New Project' reuses Client Portal Management's project form and its write (save-project). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleClientPortalAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

export const clientAction = keepFormOnFailure(
  (form, reason): AdminActionResult => ({
    intent: String(form.get("intent") ?? ""),
    ok: false,
    message: `Failed to save project: ${reason}`,
  }),
);

export const shouldRevalidate = skipRevalidationAfterFailure;

function Projects({ loaderData }: Route.ComponentProps) {
  const { query, projects, total, foldedCount, clients, serviceTypes } = loaderData;
  // A move or a task written in another tab (or by another admin) shows here without a reload.
  useLiveRevalidation(["projects", "project_tasks", "project_milestones", "contacts"]);
  return (
    <div>
      <PageHeader
        title="Projects"
        description="Every client project by status: drag a card (or use its grip with the keyboard, or its menu) to move it."
        actions={<NewProject />}
      />
      <BoardToolbar query={query} clients={clients} serviceTypes={serviceTypes} foldedCount={foldedCount} />
      {total === 0 ? (
        <EmptyState title="No projects yet" text="Create the first project with 'New Project'." />
      ) : query.view === "list" ? (
        <ProjectList projects={projects} query={query} />
      ) : (
        <ProjectBoard projects={projects} />
      )}
    </div>
  );
}

/** The button and its dialog hold their open state: opening it does not re-render the board. */
function NewProject() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" className="size-4" />
        New Project
      </Button>
      <ProjectDialog project={creating ? "new" : null} onClose={() => setCreating(false)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to fetch projects" />;
}

export default routeComponent(Projects);
