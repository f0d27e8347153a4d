import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { ReviewView } from "#app/components/approvals/review-view.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { PageHeading } from "#app/components/portal/page-heading.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { getReview } from "#server/projects/approvals.ts";
import { handleReviewAction } from "#server/projects/review-actions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/review";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Review: ${loaderData?.review.deliverable.fileName ?? "Deliverable"}` }];
}

/** Only the project's client (and admins) may open it; anyone else gets the same 404 as a missing id. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { review: await getReview(context.get(userContext), params.deliverableId) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReviewAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  useLiveRevalidation(["deliverable_versions", "deliverable_events", "project_deliverables"]);
  return (
    <>
      <Link
        to="/client-portal/assets"
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Asset Library
      </Link>
      <PageHeading
        title={review.deliverable.fileName}
        description={`Project: ${review.deliverable.projectName}`}
      />
      <ReviewView review={review} side="client" />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(ReviewPage);
