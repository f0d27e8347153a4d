import { data, Form, useSubmit } from "react-router";
import { ClientFileForm } from "#app/components/approvals/client-file-form.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { EmptyState, PageHeading } from "#app/components/portal/page-heading.tsx";
import { ProjectProgress } from "#app/components/portal/project-progress.tsx";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { controlClass } from "#app/components/ui/field.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { formatProjectValue } from "#core/money.ts";
import { formatDate } from "#core/portal.ts";
import { matchesProjectFilter, parseProjectFilter } from "#core/projects.ts";
import { agencyToday } from "#server/agency-settings.ts";
import { getEnv } from "#server/env.ts";
import { listClientMilestones } from "#server/projects/milestones.ts";
import { listClientProjects } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { handleReviewAction } from "#server/projects/review-actions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/projects";

export function meta() {
  return [{ title: "My Projects" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseProjectFilter(new URL(request.url).searchParams.get("filter"));
  const user = context.get(userContext);
  const [projects, milestones, today] = await Promise.all([
    readOr("projects", [], () => listClientProjects(user)),
    readOr("milestones", [], () => listClientMilestones(user)),
    readOr("today", new Date().toISOString().slice(0, 10), () => agencyToday()),
  ]);
  return {
    filter,
    today,
    uploadMaxMb: getEnv().UPLOAD_MAX_MB,
    milestones,
    projects: projects.filter((p) => matchesProjectFilter(p.status, filter)),
  };
}

/** A client sends the agency a file for one of their projects (issue 32 item 6). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReviewAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

function MyProjects({ loaderData }: Route.ComponentProps) {
  const { filter, projects, milestones, today, uploadMaxMb } = loaderData;
  const submit = useSubmit();
  return (
    <>
      <PageHeading title="My Projects" description="Every project we are working on with you.">
        <Form method="get" className="flex items-center gap-2">
          <label htmlFor="project-filter" className="text-sm font-medium">
            Show
          </label>
          <select
            id="project-filter"
            name="filter"
            defaultValue={filter}
            key={filter}
            onChange={(event) =>
              submit(event.currentTarget.form, { replace: true, preventScrollReset: true })
            }
            className={`${controlClass} w-auto`}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="completed">Completed</option>
          </select>
          <noscript>
            <button type="submit" className="rounded-md border px-3 py-2 text-sm">
              Apply
            </button>
          </noscript>
        </Form>
      </PageHeading>
      {projects.length === 0 ? (
        <EmptyState>No projects found</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id} className={cardClass}>
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold">{project.name}</h2>
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    Created {formatDate(project.createdAt)}
                  </p>
                </div>
                <ProjectStatusBadge status={project.status} />
              </div>
              {project.description && (
                <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{project.description}</p>
              )}
              <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-neutral-600 dark:text-neutral-300">Value</dt>
                  <dd className="font-medium">{formatProjectValue(project.value)}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600 dark:text-neutral-300">Start Date</dt>
                  <dd className="font-medium">{formatDate(project.startDate, "TBD")}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600 dark:text-neutral-300">End Date</dt>
                  <dd className="font-medium">{formatDate(project.endDate, "TBD")}</dd>
                </div>
              </dl>
              <ProjectProgress
                milestones={milestones.filter((m) => m.projectId === project.id)}
                today={today}
              />
              <ClientFileForm projectId={project.id} uploadMaxMb={uploadMaxMb} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(MyProjects);
