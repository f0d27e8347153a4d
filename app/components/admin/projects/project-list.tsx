import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatProjectValue } from "#core/money.ts";
import type { BoardQuery } from "#core/projects/board.ts";
import type { BoardProject } from "#server/projects/board.ts";

/** The list view of the board's projects, sorted by its header links (kept in the URL). */
export function ProjectList({ projects, query }: { projects: readonly BoardProject[]; query: BoardQuery }) {
  const columns: Column<BoardProject>[] = [
    {
      id: "name",
      header: "Project",
      sortKey: "name",
      primary: true,
      cell: (p) => (
        <Link to={`/admin/projects/${p.id}`} className="font-medium hover:underline">
          {p.name}
        </Link>
      ),
    },
    { id: "client", header: "Client", sortKey: "client", cell: (p) => p.clientName ?? "No client" },
    {
      id: "status",
      header: "Status",
      sortKey: "status",
      cell: (p) => <StatusBadge entity="project" status={p.status} />,
    },
    { id: "value", header: "Value", sortKey: "value", cell: (p) => formatProjectValue(p.value) },
    {
      id: "endDate",
      header: "End date",
      sortKey: "endDate",
      cell: (p) => (
        <>
          {p.endDate ?? "—"}
          {p.overdue && (
            <Badge tone="danger" className="ml-1">
              overdue
            </Badge>
          )}
        </>
      ),
    },
    { id: "openTasks", header: "Open tasks", sortKey: "openTasks", cell: (p) => p.openTasks },
    { id: "service", header: "Service type", cell: (p) => p.serviceType ?? "—" },
  ];
  const hrefFor = (key: string, direction: "asc" | "desc") => {
    const params = new URLSearchParams({ view: "list", sort: key, dir: direction });
    if (query.q) params.set("q", query.q);
    if (query.client) params.set("client", query.client);
    if (query.service) params.set("service", query.service);
    if (query.showFolded) params.set("folded", "show");
    return `?${params}`;
  };
  return (
    <DataTable
      label="Projects"
      columns={columns}
      rows={projects}
      rowKey={(p) => p.id}
      sort={{ key: query.sort, direction: query.dir, hrefFor }}
      empty="No projects match."
    />
  );
}
