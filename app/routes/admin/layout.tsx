import { Outlet } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { requireAdmin } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/layout";

/** Every page and endpoint under /admin passes this guard before its loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(userContext, await requireAdmin(request));
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(userContext) };
}

export default function AdminLayout() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
