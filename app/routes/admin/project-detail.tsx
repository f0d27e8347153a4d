import { ArrowLeft } from "lucide-react";
import { data, Link, redirect, useFetcher } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { MilestoneList } from "#app/components/admin/projects/milestone-list.tsx";
import { ProjectLinked } from "#app/components/admin/projects/project-linked.tsx";
import { TaskForm } from "#app/components/admin/projects/task-form.tsx";
import { TaskList } from "#app/components/admin/projects/task-list.tsx";
import { useProjectAction } from "#app/components/admin/projects/use-project-action.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { ConfirmDeleteButton } from "#app/components/ui/confirm-dialog.tsx";
import { Detail } from "#app/components/ui/detail.tsx";
import { LocalTime } from "#app/components/ui/local-time.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail } from "#app/lib/admin-route.server.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { formatProjectValue } from "#core/money.ts";
import { countOf } from "#core/plural.ts";
import { isProjectOverdue } from "#core/projects/work.ts";
import { formatProjectStatus, PROJECT_STATUSES } from "#core/projects.ts";
import { handleClientPortalAction } from "#server/projects/admin-actions.ts";
import { runProjectAction } from "#server/projects/project-actions.ts";
import { loadProjectPage } from "#server/projects/project-page.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/project-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.project.name ?? "Project"} | Admin` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrFail("project", "Failed to fetch project", () =>
    loadProjectPage(context.get(userContext), params.id),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return data(
      { intent: "", ok: false, message: "The form could not be read", notice: null },
      { status: 400 },
    );
  }
  if (form.get("intent") === "delete-project") {
    // Client Portal Management's delete: the project, its tasks, milestones and deliverables.
    const result = await handleClientPortalAction(user, request);
    if (result.ok) throw redirect("/admin/projects");
    return data({ ...result, notice: null }, { status: 400 });
  }
  const result = await runProjectAction(user, params.id, form);
  return data(result, { status: result.ok ? 200 : 400 });
}

function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project, client, tasks, milestones, admins, activity, deliverables, today } = loaderData;
  useLiveRevalidation([
    "projects",
    "project_tasks",
    "project_milestones",
    "project_deliverables",
    "client_messages",
    "transactions",
    "invoices",
  ]);
  const overdue = isProjectOverdue(project.endDate, project.status, today);
  const openTasks = tasks.filter((t) => !t.done).length;
  return (
    <div className="space-y-4">
      <Link
        to="/admin/projects"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All projects
      </Link>
      <PageHeader
        title={project.name}
        description={client ? `${client.name} · ${client.email}` : "No client"}
        actions={
          <ConfirmDeleteButton
            question={`Delete "${project.name}"? Its ${countOf(tasks.length, "task")}, ${countOf(milestones.length, "milestone")} and ${countOf(deliverables.length, "deliverable")} go with it; messages, transactions and invoices stay, no longer tied to a project.`}
            onConfirm={() => {
              const form = document.getElementById("delete-project-form") as HTMLFormElement | null;
              form?.requestSubmit();
            }}
          />
        }
      />
      <DeleteProjectForm projectId={project.id} />
      <CardSection id="facts" title="Facts">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail term="Status">
            <StatusForm status={project.status} />
          </Detail>
          <Detail term="Client">{client ? client.name : "No client"}</Detail>
          <Detail term="Value">{formatProjectValue(project.value)}</Detail>
          <Detail term="Start date">{project.startDate ?? "Not set"}</Detail>
          <Detail term="End date">
            {project.endDate ?? "Not set"}
            {overdue && (
              <Badge tone="danger" className="ml-1">
                overdue
              </Badge>
            )}
          </Detail>
          <Detail term="Service type">{project.serviceType ?? "Not set"}</Detail>
        </dl>
        {project.description && <p className="mt-4 whitespace-pre-line text-sm">{project.description}</p>}
      </CardSection>
      <div className="grid gap-4 lg:grid-cols-2">
        <CardSection id="tasks" title={`Tasks (${openTasks} open)`}>
          <TaskList tasks={tasks} admins={admins} />
          <h3 className="mt-4 mb-2 text-sm font-semibold">Add a task</h3>
          <TaskForm admins={admins} />
        </CardSection>
        <CardSection id="milestones" title="Milestones">
          <MilestoneList milestones={milestones} />
        </CardSection>
      </div>
      <ProjectLinked data={loaderData} />
      <CardSection id="activity" title="Activity">
        {activity.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-300">Nothing has changed yet.</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {activity.map((a) => (
              <li key={a.id}>
                <span className="text-neutral-600 dark:text-neutral-300">
                  <LocalTime value={a.createdAt} />
                </span>{" "}
                <span className="font-medium">{a.actorEmail}</span> {a.summary}
              </li>
            ))}
          </ol>
        )}
      </CardSection>
    </div>
  );
}

function StatusForm({ status }: { status: string }) {
  const { fetcher } = useProjectAction();
  const shown = (fetcher.formData?.get("status") as string | null) ?? status;
  return (
    <Select
      aria-label="Project status"
      value={shown}
      options={PROJECT_STATUSES.map((s) => ({ value: s, label: formatProjectStatus(s) }))}
      onChange={(e) =>
        fetcher.submit({ intent: "status", status: e.currentTarget.value }, { method: "post" })
      }
    />
  );
}

function DeleteProjectForm({ projectId }: { projectId: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form id="delete-project-form" method="post" hidden>
      <input type="hidden" name="intent" value="delete-project" />
      <input type="hidden" name="projectId" value={projectId} />
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to fetch project" />;
}

export default routeComponent(ProjectDetail);
