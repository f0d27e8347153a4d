import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { ReviewView } from "#app/components/approvals/review-view.tsx";
import { PortalToaster } from "#app/components/ui/toaster.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { getEnv } from "#server/env.ts";
import { getReview, markReviewSeen } from "#server/projects/approvals.ts";
import { handleReviewAction } from "#server/projects/review-actions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/deliverable-review";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Review: ${loaderData?.review.deliverable.fileName ?? "Deliverable"} | Admin` }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const review = await getReview(user, params.deliverableId);
  // Opening the review reads the client's comments and decisions (the sidebar badge counts the rest).
  if (!getEnv().PREVIEW_MODE) await markReviewSeen(user, review.deliverable.id);
  return { review, uploadMaxMb: getEnv().UPLOAD_MAX_MB };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReviewAction(context.get(userContext), request);
  return data(result, { status: result.ok ? 200 : 400 });
}

function DeliverableReview({ loaderData }: Route.ComponentProps) {
  const { review, uploadMaxMb } = loaderData;
  useLiveRevalidation(["deliverable_versions", "deliverable_events", "project_deliverables"]);
  return (
    <div className="space-y-4">
      <Link
        to="/admin/client-portal?tab=deliverables"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-400"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All deliverables
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {review.deliverable.fileName}
        </h1>
        <p className="mt-1 text-neutral-600 dark:text-neutral-300">
          Project:{" "}
          <Link to={`/admin/projects/${review.deliverable.projectId}`} className="underline">
            {review.deliverable.projectName}
          </Link>
        </p>
      </div>
      <ReviewView review={review} side="agency" uploadMaxMb={uploadMaxMb} />
      <PortalToaster />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="An unexpected error occurred" />;
}

export default routeComponent(DeliverableReview);
