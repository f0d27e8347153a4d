import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { SegmentedLinks } from "#app/components/ui/segmented-links.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { countOf } from "#core/plural.ts";
import type { BoardQuery } from "#core/projects/board.ts";

/** View switch, search and the client / service type filters; everything is kept in the URL. */
export function BoardToolbar({
  query,
  clients,
  serviceTypes,
  foldedCount,
}: {
  query: BoardQuery;
  clients: readonly { id: string; name: string }[];
  serviceTypes: readonly string[];
  foldedCount: number;
}) {
  const keep = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (query.view === "list") params.set("view", "list");
    if (query.q) params.set("q", query.q);
    if (query.client) params.set("client", query.client);
    if (query.service) params.set("service", query.service);
    for (const [k, v] of Object.entries(extra)) v ? params.set(k, v) : params.delete(k);
    return `?${params}`;
  };
  const kept: Record<string, string> = {};
  if (query.view === "list") kept.view = "list";
  if (query.client) kept.client = query.client;
  if (query.service) kept.service = query.service;
  return (
    <div className="mb-4 space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedLinks
          label="View"
          items={[
            { text: "Board", label: "Board view", to: keep({ view: "" }), current: query.view === "board" },
            { text: "List", label: "List view", to: keep({ view: "list" }), current: query.view === "list" },
          ]}
        />
        <div className="w-full sm:w-72">
          <SearchBox
            id="projects-search"
            label="Search projects"
            q={query.q}
            keep={kept}
            placeholder="Search projects or clients..."
            debounceMs={250}
          />
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
          {query.view === "list" && <input type="hidden" name="view" value="list" />}
          {query.q && <input type="hidden" name="q" value={query.q} />}
          <label htmlFor="projects-client" className="flex flex-col text-xs font-medium">
            Client
            <Select
              id="projects-client"
              name="client"
              defaultValue={query.client}
              placeholder="All clients"
              options={clients.map((c) => ({ value: c.id, label: c.name }))}
              className="mt-1 w-44"
            />
          </label>
          <label htmlFor="projects-service" className="flex flex-col text-xs font-medium">
            Service type
            <Select
              id="projects-service"
              name="service"
              defaultValue={query.service}
              placeholder="All service types"
              options={serviceTypes.map((s) => ({ value: s, label: s }))}
              className="mt-1 w-44"
            />
          </label>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </Form>
      </div>
      {foldedCount > 0 && (
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {query.showFolded ? (
            <>
              Showing {countOf(foldedCount, "completed project")} finished more than 90 days ago.{" "}
              <Link
                to={keep({ folded: "" })}
                className="font-medium text-brand-700 underline dark:text-brand-400"
              >
                Fold them away
              </Link>
            </>
          ) : (
            <>
              {countOf(foldedCount, "completed project")} older than 90 days folded away.{" "}
              <Link
                to={keep({ folded: "show" })}
                className="font-medium text-brand-700 underline dark:text-brand-400"
              >
                Show them
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
