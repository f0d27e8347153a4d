import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, redirect } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { skipRevalidationAfterFailure } from "#app/lib/keep-form-on-failure.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { sidebarBadges } from "#server/admin-nav.ts";
import { adminExists } from "#server/auth/first-admin.ts";
import { requireAdmin } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/layout";

/** Every page and endpoint under /admin passes this guard before its loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    // A new install without an admin: /setup says where the one-time link to create one is.
    if (!(await adminExists())) throw redirect("/setup");
    context.set(userContext, await requireAdmin(request));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  // Each badge count falls back to 0 on its own when it fails (001 section 2).
  return { user, badges: await sidebarBadges(user) };
}

export const shouldRevalidate = skipRevalidationAfterFailure;

/* The frame's last data in this browser tab, for the error view of a navigation that failed (its
   loader data is gone then). Set from an effect, so a server render never shares it between users. */
let lastFrame: Route.ComponentProps["loaderData"] | null = null;

/* The frame's counts (sidebar badges, the bell) follow their tables on every admin page: a
   conversation read or answered in another tab drops the badge here without a reload. A client's
   comment or decision (deliverable_events) raises the Client Portal count; an admin opening the
   review (project_deliverables.agency_seen_at) lowers it. A part of its own, rendering nothing: the
   hook renders again with every change of the router's state, the frame need not
   (lib/route-component.ts). */
function FrameLiveRevalidation() {
  useLiveRevalidation(
    ["client_messages", "contact_submissions", "deliverable_events", "project_deliverables"],
    { minIntervalMs: 1000 },
  );
  return null;
}

function AdminLayout({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    lastFrame = loaderData;
  }, [loaderData]);
  return (
    <AdminShell user={loaderData.user} badges={loaderData.badges}>
      <FrameLiveRevalidation />
      <Outlet />
    </AdminShell>
  );
}

/**
 * A navigation whose request failed (connection dropped, a proxy's 502) keeps the admin frame with
 * the data it had and shows the error with Try Again in the content area (001 section 8). A guard's
 * refusal, or a failure before the frame ever loaded, keeps the shared error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = typeof document === "undefined" ? null : lastFrame;
  const refused = isRouteErrorResponse(error) && (error.status === 403 || error.status === 404);
  if (!frame || refused) return <RouteErrorBoundary error={error} />;
  return (
    <AdminShell user={frame.user} badges={frame.badges}>
      <AdminErrorView error={error} fallback="An unexpected error occurred" />
    </AdminShell>
  );
}

export default routeComponent(AdminLayout);
