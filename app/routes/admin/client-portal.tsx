import { Plus } from "lucide-react";
import { useState } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import { DeliverablesTab } from "#app/components/admin/client-portal/deliverables-tab.tsx";
import { MessagesTab } from "#app/components/admin/client-portal/messages-tab.tsx";
import { ProjectDialog } from "#app/components/admin/client-portal/project-dialog.tsx";
import { ProjectsTab } from "#app/components/admin/client-portal/projects-tab.tsx";
import { UploadDeliverableDialog } from "#app/components/admin/client-portal/upload-deliverable-dialog.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { DelayedStatus } from "#app/components/ui/delayed-status.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { PortalToaster } from "#app/components/ui/toaster.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { keepFormOnFailure, skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { isReviewState } from "#core/approvals.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import { handleClientPortalAction } from "#server/projects/admin-actions.ts";
import { loadClientPortalManagement, parseTab } from "#server/projects/admin-page.ts";
import type { AdminProject } from "#server/projects/admin-projects.ts";
import { userContext } from "#server/user-context.ts";

const parseReviewState = (value: string | null) => (isReviewState(value) ? value : null);

import { routeComponent } from "#app/lib/route-component.ts";
import type { Route } from "./+types/client-portal";

// The search box filters the open tab on the server as the admin types (Enter works without JS).
const SEARCH_PLACEHOLDERS: Record<string, string> = {
  projects: "Search projects or clients...",
  deliverables: "Search deliverables...",
  messages: "Search conversations...",
};

export function meta() {
  return [{ title: "Client Portal Management | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return loadClientPortalManagement(context.get(userContext), {
    tab: parseTab(url.searchParams.get("tab")),
    q: url.searchParams.get("q") ?? "",
    clientId: url.searchParams.get("client"),
    state: parseReviewState(url.searchParams.get("state")),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleClientPortalAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

/* The alerts of 001 section 8 when the request itself fails; dialogs and composers keep their text. */
const FAILURES: Record<string, (reason: string) => string> = {
  "upload-deliverable": (reason) => `Failed to upload deliverable: ${reason}`,
  "delete-deliverable": () => "Failed to delete deliverable",
  "save-project": (reason) => `Failed to save project: ${reason}`,
  "delete-project": () => "Failed to delete project",
  invite: () => "Failed to send invitation",
  reply: () => "Failed to send message. Please try again.",
  "delete-message": () => "Failed to delete message",
};

export const clientAction = keepFormOnFailure((form, reason): AdminActionResult => {
  const intent = String(form.get("intent") ?? "");
  // Marking a conversation read fails quietly; it is tried again when it is opened again.
  if (intent === "mark-read") return { intent, ok: true, message: "" };
  return { intent, ok: false, message: (FAILURES[intent] ?? (() => "An unexpected error occurred"))(reason) };
});

export const shouldRevalidate = skipRevalidationAfterFailure;

const tabs = [
  { value: "projects", label: "Projects" },
  { value: "deliverables", label: "Deliverables" },
  { value: "messages", label: "Messages" },
] as const;

function ClientPortalManagement({ loaderData }: Route.ComponentProps) {
  const {
    tab,
    q,
    state,
    error,
    projects,
    projectOptions,
    deliverables,
    conversations,
    selected,
    opened,
    unread,
    uploadMaxMb,
  } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [editing, setEditing] = useState<AdminProject | "new" | null>(null);
  useLiveRevalidation([
    "projects",
    "project_deliverables",
    "deliverable_versions",
    "deliverable_events",
    "client_messages",
    "contacts",
  ]);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/client-portal";

  return (
    // The admin layout provides the page's <main> landmark.
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Client Portal Management</h1>
          <p className="mt-1 text-neutral-600 dark:text-neutral-300">
            Client projects, the files delivered to them, and their messages.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={() => setEditing("new")} className={buttonVariants()}>
            <Plus aria-hidden="true" className="size-4" />
            New Project
          </button>
          <UploadDeliverableDialog projects={projectOptions} uploadMaxMb={uploadMaxMb} />
        </div>
      </div>

      <Tabs
        label="Client portal sections"
        value={tab}
        activationMode="manual"
        onValueChange={(value) => navigate(`?tab=${value}`, { preventScrollReset: true })}
        className={cardClass}
        forceMount
        aside={
          <div className="w-full sm:w-80">
            <SearchBox
              key={tab}
              id="client-portal-search"
              label={`Search ${tab}`}
              q={q}
              keep={{ tab }}
              placeholder={SEARCH_PLACEHOLDERS[tab]}
              debounceMs={250}
            />
          </div>
        }
        items={tabs.map((t) => ({
          value: t.value,
          label: (
            <>
              {t.label}
              {t.value === "messages" && unread > 0 && (
                <span className="ml-2 rounded-full bg-brand-600 px-2 text-xs font-bold text-white">
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </>
          ),
          content:
            t.value !== tab ? null : (
              <>
                <DelayedStatus active={loading} label="Loading data..." />
                {error ? (
                  <ErrorState message={error} />
                ) : tab === "projects" ? (
                  <ProjectsTab projects={projects} searching={q.trim() !== ""} onEdit={setEditing} />
                ) : tab === "deliverables" ? (
                  <DeliverablesTab
                    deliverables={deliverables}
                    searching={q.trim() !== ""}
                    state={state}
                    q={q}
                  />
                ) : (
                  <MessagesTab
                    conversations={conversations}
                    selected={selected}
                    opened={opened}
                    searching={q.trim() !== ""}
                  />
                )}
              </>
            ),
        }))}
      />
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
  return <AdminErrorView error={error} fallback="An unexpected error occurred" />;
}

export default routeComponent(ClientPortalManagement);
