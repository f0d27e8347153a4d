import { isRouteErrorResponse } from "react-router";
import { Link } from "#app/components/site/links.tsx";
import { AccessDenied } from "./access-denied.tsx";
import { Maintenance } from "./maintenance.tsx";
import { NotFound } from "./not-found.tsx";

/** The one error view every route module renders from its ErrorBoundary. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    // A feature turned off (e.g. the blog) says so; an unknown address gets the usual words.
    const message = (error.data as { message?: unknown } | null)?.message;
    return <NotFound message={typeof message === "string" ? message : undefined} />;
  }
  // Guards throw 403 from middleware; the error can surface at any boundary above the guarded route.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const contact = (error.data as { adminContact?: unknown } | null)?.adminContact;
    return <AccessDenied adminContact={typeof contact === "string" ? contact : undefined} />;
  }
  if (isRouteErrorResponse(error) && error.status === 503 && error.data?.reason === "maintenance") {
    return <Maintenance message={String(error.data.message)} site={error.data.site} />;
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-neutral-600 dark:text-neutral-300">
        {isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : "Something went wrong on our side. Please try again."}
      </p>
      {detail && <pre className="max-w-full overflow-auto text-left text-xs">{detail}</pre>}
      <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </main>
  );
}
