import { data } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { routeComponent } from "#app/lib/route-component.ts";

/** An unknown back-office address: a 404 inside the admin frame, offering the dashboard. */
export function loader() {
  throw data({ message: "This page does not exist in the back office." }, { status: 404 });
}

function AdminNotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <AdminErrorView error={error} fallback="This page does not exist in the back office." />;
}

export default routeComponent(AdminNotFound);
