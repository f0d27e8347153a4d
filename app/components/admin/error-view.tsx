import { isRouteErrorResponse } from "react-router";
import { isBackLink, NotFound } from "#app/components/layout/not-found.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { ErrorState } from "#app/components/ui/error-state.tsx";

/** The error message a loader threw with data({ message }), or the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error) && typeof error.data?.message === "string") return error.data.message;
  return fallback;
}

/**
 * An admin page's error view: the message of 001 section 8 with 'Try Again', which reloads the
 * page's data. An unknown record (404) offers the list it came from (data `back`, else the
 * dashboard), inside the admin frame; a guard's refusal (403) keeps the shared boundary.
 */
export function AdminErrorView({ error, fallback }: { error: unknown; fallback: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const back = error.data?.back;
    return (
      <NotFound
        message={errorMessage(error, "This page does not exist in the back office.")}
        back={isBackLink(back) ? back : { to: "/admin", label: "Back to Dashboard" }}
        landmark={false}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <RouteErrorBoundary error={error} />;
  }
  return <ErrorState message={errorMessage(error, fallback)} />;
}
