import { Outlet } from "react-router";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { sidebarBadges } from "#server/admin-nav.ts";
import { requireAdmin } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/layout";

/** Every page and endpoint under /admin passes this guard before its loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(userContext, await requireAdmin(request));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  // Each badge count falls back to 0 on its own when it fails (001 section 2).
  return { user, badges: await sidebarBadges(user) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} badges={loaderData.badges}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
