import { Download, Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { ReviewSummary } from "#app/components/approvals/review-state-badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ModalOverlay } from "#app/components/ui/dialog.tsx";
import { REVIEW_STATE_LABELS, REVIEW_STATES, type ReviewState } from "#core/approvals.ts";
import { deliverableSizeLabel } from "#core/deliverables.ts";
import { formatFileSize } from "#core/file-size.ts";
import { formatDate } from "#core/portal.ts";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import type { AdminDeliverable } from "#server/projects/deliverables.ts";
import { useActionResult } from "./use-action-result.ts";

const smallButton =
  "inline-flex items-center gap-1 rounded-md border border-neutral-300 px-2 py-1 text-xs font-medium hover:bg-neutral-100 disabled:opacity-60 dark:border-neutral-700 dark:hover:bg-neutral-800";

/** Delete with the confirmation 'Are you sure you want to delete this deliverable?' (001 section 5). */
function DeleteDeliverable({
  deliverable,
  onDelete,
}: {
  deliverable: AdminDeliverable;
  onDelete: (id: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={smallButton}>
        <Trash2 aria-hidden="true" className="size-3.5" />
        Delete<span className="sr-only"> {deliverable.fileName}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <ModalOverlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-neutral-900 shadow-xl dark:bg-neutral-950 dark:text-neutral-100">
          <AlertDialog.Title className="text-lg font-semibold">Delete deliverable</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-neutral-700 dark:text-neutral-300">
            Are you sure you want to delete this deliverable?
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants()} onClick={() => onDelete(deliverable.id)}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const STATE_FILTERS = [
  { value: "all", text: "All" },
  ...REVIEW_STATES.map((value) => ({ value, text: REVIEW_STATE_LABELS[value] })),
] as const;

export function DeliverablesTab({
  deliverables,
  searching,
  state = null,
  q = "",
}: {
  deliverables: AdminDeliverable[];
  searching: boolean;
  state?: ReviewState | null;
  q?: string;
}) {
  // One fetcher for the whole list: the deleted row unmounts, yet its outcome must still be shown.
  const fetcher = useFetcher<AdminActionResult>();
  useActionResult(fetcher);
  const remove = (id: string) =>
    void fetcher.submit({ intent: "delete-deliverable", deliverableId: id }, { method: "post" });

  const filters = (
    <FilterLinks
      label="Filter deliverables by review state"
      options={STATE_FILTERS}
      current={state ?? "all"}
      href={(value) => {
        const params = new URLSearchParams({ tab: "deliverables" });
        if (q) params.set("q", q);
        if (value !== "all") params.set("state", value);
        return `?${params}`;
      }}
    />
  );
  if (deliverables.length === 0) {
    return (
      <>
        {filters}
        <p className="py-12 text-center text-neutral-600 dark:text-neutral-300">
          {searching || state ? "No deliverables found" : "No deliverables yet"}
        </p>
      </>
    );
  }
  return (
    <>
      {filters}
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {deliverables.map((d) => (
          <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
            <div className="min-w-0">
              <p className="font-medium break-words">
                <Link
                  to={`/admin/client-portal/deliverables/${d.id}`}
                  className="underline-offset-2 hover:underline"
                >
                  {d.fileName}
                </Link>
                <span className="ml-2 text-sm font-normal text-neutral-600 dark:text-neutral-300">
                  v{d.versionNumber}
                  {d.origin === "client" ? " · from the client" : ""}
                </span>
              </p>
              <div className="my-1">
                <ReviewSummary
                  state={d.reviewState}
                  decidedByName={d.decidedByName}
                  decidedAt={d.decidedAt}
                  dueDate={d.dueDate}
                />
              </div>
              <p className="text-sm text-neutral-600 dark:text-neutral-300">
                {d.projectName} · {deliverableSizeLabel(d.fileSize, d.uploaded, formatFileSize)} ·{" "}
                {d.fileType} · {formatDate(d.uploadedAt)}
              </p>
              {d.description && <p className="mt-1 text-sm">{d.description}</p>}
            </div>
            <div className="flex gap-2">
              <a
                href={`/files/deliverables/${d.id}`}
                target="_blank"
                rel="noopener noreferrer"
                className={smallButton}
              >
                <Download aria-hidden="true" className="size-3.5" />
                Download<span className="sr-only"> {d.fileName} (opens in a new tab)</span>
              </a>
              <DeleteDeliverable deliverable={d} onDelete={remove} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
