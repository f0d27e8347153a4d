import { FileDown } from "lucide-react";
import { useRef, useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { formatFileSize } from "#core/file-size.ts";
import { formatDate } from "#core/portal.ts";
import type { Review } from "#server/projects/approvals.ts";
import { CommentForm, DecisionForms, NewVersionForm, RequestApprovalForm } from "./review-forms.tsx";
import { ReviewHistory } from "./review-history.tsx";
import { ReviewPreview } from "./review-preview.tsx";
import { ApprovedLine, ReviewStateBadge } from "./review-state-badge.tsx";

/**
 * A deliverable under review (issue 32), the same screen for both sides: the chosen version shown
 * inline, its versions, the comment thread and the history; the client decides on the newest
 * version while it awaits; the agency asks for approval and uploads new versions.
 */
export function ReviewView({
  review,
  side,
  uploadMaxMb,
}: {
  review: Review;
  side: "client" | "agency";
  uploadMaxMb?: number;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const version = review.versions.find((v) => v.id === chosenId) ?? review.versions[0];
  const approved = review.versions.find((v) => v.status === "approved" && v.latest);
  if (!version) return <p>This deliverable has no version yet.</p>;
  const comments = review.events.filter((e) => e.kind === "comment" && e.versionNumber === version.number);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <ReviewStateBadge state={review.state} />
        {review.deliverable.origin === "client" && (
          <span className="text-sm text-neutral-700 dark:text-neutral-300">From the client</span>
        )}
        {review.state === "awaiting" && review.versions[0]?.dueDate && (
          <span className="text-sm">Due {formatDate(review.versions[0].dueDate)}</span>
        )}
      </div>
      {approved && (
        <div className="flex flex-wrap items-center gap-3">
          <ApprovedLine name={approved.decidedByName} date={approved.decidedAt} />
          <a
            href={`/files/approvals/${review.deliverable.id}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            Approval record (PDF)<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}

      <section className={cardClass} aria-labelledby="review-version-heading">
        <h2 id="review-version-heading" className="mb-3 text-lg font-semibold break-words">
          Version {version.number}
          {version.latest ? " (latest)" : " (earlier version)"}: {version.fileName}
        </h2>
        <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">
          {version.stored ? formatFileSize(version.fileSize) : "Link"} · {version.fileType} · uploaded{" "}
          {formatDate(version.uploadedAt)}
        </p>
        <ReviewPreview key={version.id} version={version} videoRef={videoRef} />
        {version.requestNote && version.latest && (
          <p className="mt-3 text-sm break-words">
            <span className="font-semibold">Note from the team:</span> {version.requestNote}
          </p>
        )}
        {side === "client" && review.canDecide && version.latest && (
          <div className="mt-4">
            <h3 className="mb-2 font-semibold">Your decision</h3>
            <DecisionForms versionId={version.id} versionNumber={version.number} />
          </div>
        )}
        {side === "agency" &&
          version.latest &&
          version.status === "draft" &&
          review.deliverable.origin === "agency" && (
            <div className="mt-4">
              <h3 className="mb-2 font-semibold">Ask the client for approval</h3>
              <RequestApprovalForm versionId={version.id} versionNumber={version.number} />
            </div>
          )}
      </section>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <section className={cardClass} aria-labelledby="review-versions-heading">
          <h2 id="review-versions-heading" className="mb-3 text-lg font-semibold">
            Versions
          </h2>
          <ul className="flex flex-col gap-2">
            {review.versions.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                <button
                  type="button"
                  onClick={() => setChosenId(v.id)}
                  aria-pressed={v.id === version.id}
                  className={buttonVariants({
                    variant: v.id === version.id ? "primary" : "secondary",
                    size: "sm",
                  })}
                >
                  v{v.number}
                  {v.latest ? " (latest)" : ""}
                  <span className="sr-only">: {v.fileName}</span>
                </button>
                <span className="min-w-0 flex-1 truncate text-sm">{v.fileName}</span>
                <ReviewStateBadge state={v.status} />
                <a
                  href={`/files/deliverable-versions/${v.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonVariants({ variant: "link", size: "sm" })}
                >
                  Download<span className="sr-only"> version {v.number} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          {side === "agency" && review.deliverable.origin === "agency" && uploadMaxMb !== undefined && (
            <div className="mt-4 border-t border-neutral-200 pt-4 dark:border-neutral-800">
              <NewVersionForm deliverableId={review.deliverable.id} uploadMaxMb={uploadMaxMb} />
            </div>
          )}
        </section>

        <section className={cardClass} aria-labelledby="review-comments-heading">
          <h2 id="review-comments-heading" className="mb-3 text-lg font-semibold">
            Comments on version {version.number}
          </h2>
          <ReviewHistory events={comments} />
          <div className="mt-4">
            <CommentForm versionId={version.id} versionNumber={version.number} videoRef={videoRef} />
          </div>
        </section>
      </div>

      <section className={cardClass} aria-labelledby="review-history-heading">
        <h2 id="review-history-heading" className="mb-3 text-lg font-semibold">
          History
        </h2>
        <ReviewHistory events={review.events} />
      </section>
    </div>
  );
}
