import { CheckCircle2, DollarSign, FolderKanban, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { EmptyState } from "#app/components/portal/page-heading.tsx";
import { ProjectStatusBadge } from "#app/components/portal/project-status-badge.tsx";
import { usePortalData } from "#app/components/portal/use-portal-data.ts";
import { cardClass } from "#app/components/ui/card.tsx";
import { StatGrid } from "#app/components/ui/stat-card.tsx";
import { formatProjectValue } from "#core/money.ts";
import { dashboardStats, formatDate, RECENT_PROJECTS } from "#core/portal.ts";
import { listClientProjects } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Client Portal" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const projects = await readOr("projects", [], () => listClientProjects(context.get(userContext)));
  return { stats: dashboardStats(projects), recent: projects.slice(0, RECENT_PROJECTS) };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent } = loaderData;
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
