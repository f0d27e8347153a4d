import { isRouteErrorResponse } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";

/** The error message a loader threw with data({ message }), or the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error) && typeof error.data?.message === "string") return error.data.message;
  return fallback;
}

/**
 * An admin page's error view: the message of 001 section 8 with 'Try Again', which reloads the
 * page's data. Guard errors (403) and unknown pages (404) keep the shared boundary.
 */
export function AdminErrorView({ error, fallback }: { error: unknown; fallback: string }) {
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    return <RouteErrorBoundary error={error} />;
  }
  return <ErrorState message={errorMessage(error, fallback)} />;
}
