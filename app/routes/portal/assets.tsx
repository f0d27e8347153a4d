import { Download, Eye, FileText } from "lucide-react";
import { Link } from "react-router";
import { ReviewSummary } from "#app/components/approvals/review-state-badge.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { EmptyState, PageHeading } from "#app/components/portal/page-heading.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { deliverableSizeLabel } from "#core/deliverables.ts";
import { formatFileSize } from "#core/file-size.ts";
import { formatDate } from "#core/portal.ts";
import { listClientDeliverables } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/assets";

export function meta() {
  return [{ title: "Asset Library" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const assets = await readOr("deliverables", [], () => listClientDeliverables(context.get(userContext)));
  return { assets };
}

function AssetLibrary({ loaderData }: Route.ComponentProps) {
  const { assets } = loaderData;
  const awaiting = assets.filter((a) => a.reviewState === "awaiting").length;
  return (
    <>
      <PageHeading title="Asset Library" description="Files delivered for your projects." />
      {awaiting > 0 && (
        <p role="status" className={`${cardClass} mb-4 font-medium`}>
          {awaiting === 1 ? "1 deliverable is" : `${awaiting} deliverables are`} waiting for your approval.
        </p>
      )}
      {assets.length === 0 ? (
        <EmptyState>Your project assets will appear here when available.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {assets.map((asset) => (
            <li key={asset.id} className={`${cardClass} flex flex-col`}>
              <div className="flex items-start gap-3">
                <FileText
                  aria-hidden="true"
                  className="mt-0.5 size-6 shrink-0 text-brand-600 dark:text-brand-500"
                />
                <div className="min-w-0">
                  <h2 className="break-words font-semibold">{asset.fileName}</h2>
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    {asset.projectName}
                    {asset.origin === "client" ? " · from you" : ""} · v{asset.versionNumber}
                  </p>
                </div>
              </div>
              <div className="mt-3">
                <ReviewSummary
                  state={asset.reviewState}
                  decidedByName={asset.decidedByName}
                  decidedAt={asset.decidedAt}
                  dueDate={asset.dueDate}
                />
              </div>
              {asset.description && (
                <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{asset.description}</p>
              )}
              <dl className="mt-3 flex gap-4 text-sm text-neutral-600 dark:text-neutral-300">
                <div className="flex gap-1">
                  <dt className="sr-only">Size</dt>
                  <dd>{deliverableSizeLabel(asset.fileSize, asset.uploaded, formatFileSize)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Uploaded</dt>
                  <dd>{formatDate(asset.uploadedAt)}</dd>
                </div>
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  to={`/client-portal/assets/${asset.id}`}
                  className={buttonVariants({
                    variant: asset.reviewState === "awaiting" ? "primary" : "secondary",
                  })}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {asset.reviewState === "awaiting" ? "Review" : "Open"}
                  <span className="sr-only"> {asset.fileName}</span>
                </Link>
                <a
                  href={`/files/deliverables/${asset.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({
                    variant: asset.reviewState === "awaiting" ? "secondary" : "primary",
                  })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download
                  <span className="sr-only"> {asset.fileName} (opens in a new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(AssetLibrary);
