import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { AdminActionResult } from "#server/projects/admin-actions.ts";
import { useActionResult } from "./use-action-result.ts";

type DeleteIntent = "delete-project" | "delete-message";

/**
 * Announces the outcome of a delete. Called by the list (which stays mounted), not by the button: the
 * deleted row, and its button with it, is gone by the time the answer arrives.
 */
export function useDeleteResult(intent: DeleteIntent) {
  useActionResult(useFetcher<AdminActionResult>({ key: intent }));
}

/**
 * A delete button of Client Portal Management: asks first, then posts `intent` with the record's id
 * field; the server checks that the caller is an admin. `label` is the button's spoken name.
 */
export function DeleteButton({
  intent,
  field,
  id,
  label,
  question,
  className,
}: {
  intent: DeleteIntent;
  field: "projectId" | "messageId";
  id: string;
  label: string;
  question: string;
  className: string;
}) {
  const fetcher = useFetcher<AdminActionResult>({ key: intent });
  return (
    <ConfirmDialog
      question={question}
      onConfirm={() => fetcher.submit({ intent, [field]: id }, { method: "post" })}
      trigger={
        <button type="button" disabled={fetcher.state !== "idle"} aria-label={label} className={className}>
          <Trash2 aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">Delete</span>
        </button>
      }
    />
  );
}
