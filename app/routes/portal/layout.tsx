import { Outlet } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { requireUser } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/layout";

/** The client portal is for signed-in users; visitors go to /login and come back here after. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    context.set(userContext, await requireUser(request));
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(userContext) };
}

export default function PortalLayout() {
  return (
    <div className="min-h-screen">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
