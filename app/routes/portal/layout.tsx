import { useState } from "react";
import { Outlet, useNavigation } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { PortalHeader } from "#app/components/portal/portal-header.tsx";
import { PortalSidebar } from "#app/components/portal/portal-sidebar.tsx";
import { DelayedStatus } from "#app/components/ui/delayed-status.tsx";
import { PortalToaster } from "#app/components/ui/toaster.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { portalIdentity } from "#core/portal.ts";
import { ensureClientLinked } from "#server/projects/access.ts";
import { countAwaitingForClient, countUnreadForClient } from "#server/projects/portal.ts";
import { getProfile } from "#server/projects/profile.ts";
import { readOr } from "#server/projects/read-or.ts";
import { requireUser } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/layout";

/** The client portal is for signed-in users; visitors go to /login and come back here after. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(userContext, await requireUser(request));
  },
  // Links this account to the agency's client records with its verified e-mail before any loader
  // reads them (the layout's and the page's loaders run side by side). docs/decisions/001.
  async ({ context }) => {
    await ensureClientLinked(context.get(userContext));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const [profile, unread, awaiting] = await Promise.all([
    getProfile(user),
    readOr("unread messages", 0, () => countUnreadForClient(user)),
    readOr("approvals awaiting", 0, () => countAwaitingForClient(user)),
  ]);
  return { user, identity: portalIdentity(profile, user.email), unread, awaiting };
}

export const shouldRevalidate = skipRevalidationAfterFailure;

function PortalLayout({ loaderData }: Route.ComponentProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = useNavigation();
  const loadingPortal =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/client-portal");
  // Anything the client may see that changes on the server reloads the page (the stream filters).
  useLiveRevalidation([
    "client_messages",
    "projects",
    "project_deliverables",
    "project_milestones",
    "deliverable_versions",
    "deliverable_events",
    "transactions",
    "invoices",
  ]);

  return (
    <div className="flex min-h-screen bg-neutral-50 text-neutral-900 dark:bg-black dark:text-neutral-100">
      <PortalSidebar
        identity={loaderData.identity}
        unread={loaderData.unread}
        awaiting={loaderData.awaiting}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <PortalHeader unread={loaderData.unread} menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
          <DelayedStatus active={loadingPortal} label="Loading your portal..." />
          <Outlet />
        </main>
      </div>
      <PortalToaster />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(PortalLayout);
