import { CheckCircle2, DollarSign, FolderKanban, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { EmptyState } from "#app/components/portal/page-heading.tsx";
import { ProjectProgress } from "#app/components/portal/project-progress.tsx";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
import { usePortalData } from "#app/components/portal/use-portal-data.ts";
import { cardClass } from "#app/components/ui/card.tsx";
import { StatGrid } from "#app/components/ui/stat-card.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { formatProjectValue } from "#core/money.ts";
import { dashboardStats, formatDate, RECENT_PROJECTS } from "#core/portal.ts";
import { agencyToday } from "#server/agency-settings.ts";
import { listClientMilestones } from "#server/projects/milestones.ts";
import { listClientDeliverables, listClientProjects } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Client Portal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const [projects, deliverables, milestones, today] = await Promise.all([
    readOr("projects", [], () => listClientProjects(user)),
    readOr("deliverables", [], () => listClientDeliverables(user)),
    readOr("milestones", [], () => listClientMilestones(user)),
    readOr("today", new Date().toISOString().slice(0, 10), () => agencyToday()),
  ]);
  const awaiting = deliverables
    .filter((d) => d.reviewState === "awaiting")
    .map((d) => ({ id: d.id, fileName: d.fileName, projectName: d.projectName, dueDate: d.dueDate }));
  const recent = projects.slice(0, RECENT_PROJECTS);
  return {
    stats: dashboardStats(projects),
    recent,
    today,
    awaiting,
    milestones: milestones.filter((m) => recent.some((p) => p.id === m.projectId)),
  };
}

function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, milestones, today, awaiting } = loaderData;
  const unread = usePortalData()?.unread ?? 0;
  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-neutral-900 p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome to your Client Portal!</h1>
        <p className="mt-2 max-w-2xl text-white/90">
          Follow your projects, download your files, see your invoices and talk to the team, all in one place.
        </p>
      </section>

      <StatGrid
        label="Overview"
        className="sm:grid-cols-2 xl:grid-cols-4"
        stats={[
          { label: "Active Projects", value: stats.active, icon: FolderKanban },
          { label: "Completed Projects", value: stats.completed, icon: CheckCircle2 },
          { label: "Total Investment", value: stats.totalInvestment, icon: DollarSign },
          { label: "Messages", value: unread, icon: MessageSquare },
        ]}
      />

      {awaiting.length > 0 && (
        <section
          aria-labelledby="awaiting-approval"
          className={`${cardClass} border-amber-400 dark:border-amber-700`}
        >
          <h2 id="awaiting-approval" className="text-xl font-semibold">
            Waiting for your approval
          </h2>
          <ul className="mt-3 space-y-2">
            {awaiting.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{d.fileName}</span>
                  <span className="text-sm text-neutral-700 dark:text-neutral-300">
                    {" "}
                    · {d.projectName}
                    {d.dueDate ? ` · due ${formatDate(d.dueDate)}` : ""}
                  </span>
                </span>
                <Link
                  to={`/client-portal/assets/${d.id}`}
                  className="text-sm font-medium text-brand-700 underline dark:text-brand-500"
                >
                  Review<span className="sr-only"> {d.fileName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="recent-projects">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="recent-projects" className="text-xl font-semibold">
            Recent Projects
          </h2>
          <Link
            to="/client-portal/projects"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-500"
          >
            View all projects
          </Link>
        </div>
        {recent.length === 0 ? (
          <EmptyState>No projects yet. Contact us to get started!</EmptyState>
        ) : (
          <ul className="space-y-4">
            {recent.map((project) => (
              <li key={project.id} className={cardClass}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold">{project.name}</h3>
                  <ProjectStatusBadge status={project.status} />
                </div>
                {project.description && (
                  <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{project.description}</p>
                )}
                <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-neutral-600 dark:text-neutral-300">Value:</dt>
                    <dd className="font-medium">{formatProjectValue(project.value)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-neutral-600 dark:text-neutral-300">Due:</dt>
                    <dd className="font-medium">{formatDate(project.endDate, "TBD")}</dd>
                  </div>
                </dl>
                <ProjectProgress
                  milestones={milestones.filter((m) => m.projectId === project.id)}
                  today={today}
                  compact
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Dashboard);
