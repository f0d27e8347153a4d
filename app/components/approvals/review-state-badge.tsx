import { Badge } from "#app/components/ui/badge.tsx";
import { REVIEW_STATE_LABELS, REVIEW_STATE_TONES, type ReviewState } from "#core/approvals.ts";
import { formatDate } from "#core/portal.ts";

/** A deliverable's review state as a badge (issue 32); colours defined once in core/approvals.ts. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge tone={REVIEW_STATE_TONES[state]}>{REVIEW_STATE_LABELS[state]}</Badge>;
}

/** 'Approved by <name> on <date>', wherever an approved deliverable appears. */
export function ApprovedLine({ name, date }: { name: string | null; date: Date | string | null }) {
  return (
    <p className="text-sm font-medium text-green-800 dark:text-green-300">
      Approved by {name ?? "the client"} on {formatDate(date)}
    </p>
  );
}

/** The state badge, and under it who approved when the deliverable is approved. */
export function ReviewSummary({
  state,
  decidedByName,
  decidedAt,
  dueDate,
}: {
  state: ReviewState;
  decidedByName: string | null;
  decidedAt: Date | string | null;
  dueDate?: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div>
        <ReviewStateBadge state={state} />
      </div>
      {state === "approved" && <ApprovedLine name={decidedByName} date={decidedAt} />}
      {state === "awaiting" && dueDate && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">Due {formatDate(dueDate)}</p>
      )}
    </div>
  );
}
