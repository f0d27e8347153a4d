import { Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import { DeliverablesTab } from "#app/components/client-portal-admin/deliverables-tab.tsx";
import { MessagesTab } from "#app/components/client-portal-admin/messages-tab.tsx";
import { ProjectDialog } from "#app/components/client-portal-admin/project-dialog.tsx";
import { ProjectsTab } from "#app/components/client-portal-admin/projects-tab.tsx";
import { SearchBox } from "#app/components/client-portal-admin/search-box.tsx";
import { UploadDeliverableDialog } from "#app/components/client-portal-admin/upload-deliverable-dialog.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { DelayedStatus } from "#app/components/ui/delayed-status.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";
import { cardClass, primaryButton } from "#app/components/ui/form-styles.ts";
import { PortalToaster } from "#app/components/ui/toaster.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { handleClientPortalAction } from "#server/projects/admin-actions.ts";
import { loadClientPortalManagement, parseTab } from "#server/projects/admin-page.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/client-portal";

export function meta() {
  return [{ title: "Client Portal Management" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadClientPortalManagement(context.get(userContext), {
    tab: parseTab(url.searchParams.get("tab")),
    q: url.searchParams.get("q") ?? "",
    clientId: url.searchParams.get("client"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleClientPortalAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

const tabs = [
  { value: "projects", label: "Projects" },
  { value: "deliverables", label: "Deliverables" },
  { value: "messages", label: "Messages" },
] as const;

export default function ClientPortalManagement({ loaderData }: Route.ComponentProps) {
  const {
    tab,
    q,
    error,
    projects,
    projectOptions,
    deliverables,
    conversations,
    selected,
    unread,
    uploadMaxMb,
  } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [editing, setEditing] = useState<AdminProject | "new" | null>(null);
  useLiveRevalidation(["projects", "project_deliverables", "client_messages", "contacts"]);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/client-portal";

  return (
    // The admin layout provides the page's <main> landmark.
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Portal Management</h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-300">
            Client projects, the files delivered to them, and their messages.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setEditing("new")} className={primaryButton}>
            <Plus aria-hidden="true" className="size-4" />
            New Project
          </button>
          <UploadDeliverableDialog projects={projectOptions} uploadMaxMb={uploadMaxMb} />
        </div>
      </div>

      <Tabs.Root
        value={tab}
        activationMode="manual"
        onValueChange={(value) => navigate(`?tab=${value}`, { preventScrollReset: true })}
        className={cardClass}
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
          <Tabs.List
            aria-label="Client portal sections"
            className="flex gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-900"
          >
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                className="rounded-md px-4 py-2 text-sm font-medium text-neutral-700 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm dark:text-neutral-200 dark:data-[state=active]:bg-neutral-800 dark:data-[state=active]:text-white"
              >
                {t.label}
                {t.value === "messages" && unread > 0 && (
                  <span className="ml-2 rounded-full bg-brand-600 px-2 text-xs font-bold text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <SearchBox key={tab} tab={tab} q={q} />
        </div>
        <DelayedStatus active={loading} label="Loading data..." />
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} forceMount hidden={t.value !== tab}>
            {t.value !== tab ? null : error ? (
              <ErrorState message={error} />
            ) : tab === "projects" ? (
              <ProjectsTab projects={projects} searching={q.trim() !== ""} onEdit={setEditing} />
            ) : tab === "deliverables" ? (
              <DeliverablesTab deliverables={deliverables} searching={q.trim() !== ""} />
            ) : (
              <MessagesTab conversations={conversations} selected={selected} searching={q.trim() !== ""} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ProjectDialog
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        project={editing}
        onClose={() => setEditing(null)}
      />
      <PortalToaster />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
