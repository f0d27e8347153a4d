import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { CharacterCount } from "#app/components/ui/character-count.tsx";
import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import { controlClass, labelClass } from "#app/components/ui/field.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { budgetLabel, serviceLabel } from "#core/contact-form.ts";
import { contactHref } from "#core/crm/lead-links.ts";
import { ADMIN_NOTES_MAX } from "#core/crm/submission-list.ts";
import {
  DELETE_SUBMISSION_QUESTION,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from "#core/crm/submission-status.ts";
import { formatDate } from "#core/relative-time.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { SubmissionItem } from "#server/submissions.ts";
import { RowActionToasts, rowFetcherKey } from "../row-action-toasts.tsx";
import { busyWithRow } from "../use-action-toast.ts";

function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-neutral-600 uppercase dark:text-neutral-400">{term}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}

/**
 * Each card has a fetcher of its own for status changes and one for notes (one card's change
 * never cancels another's, nor a notes save), announced by the list, which stays mounted
 * (SubmissionCardToasts): a card whose new status the list's filter hides is gone by the time the
 * answer is rendered, so a card could not tell its own result.
 */
const STATUS_KEY = "submission-status";
const NOTES_KEY = "submission-notes";
const DELETE_KEY = "submission-delete";

/** Shows the result of every card's status changes and note saves; the list renders it. */
export function SubmissionCardToasts() {
  return (
    <>
      <RowActionToasts prefix={STATUS_KEY} />
      <RowActionToasts prefix={NOTES_KEY} />
      <RowActionToasts prefix={DELETE_KEY} />
    </>
  );
}

export function SubmissionCard({ submission: s }: { submission: SubmissionItem }) {
  const status = useFetcher<ActionResult>({ key: rowFetcherKey(STATUS_KEY, s.id) });
  const notes = useFetcher<ActionResult>({ key: rowFetcherKey(NOTES_KEY, s.id) });
  const remove = useFetcher<ActionResult>({ key: rowFetcherKey(DELETE_KEY, s.id) });
  // Controlled so that a failed save keeps the text, and so the counter can refuse, not cut.
  const [noteText, setNoteText] = useState(s.adminNotes ?? "");
  const changing = busyWithRow(status, s.id);
  const saving = busyWithRow(notes, s.id);
  const pending = changing ? status.formData?.get("status") : undefined;
  const current = (typeof pending === "string" ? pending : s.status) as SubmissionStatus;
  // Gone at once when deleted; back with the reload if the delete failed.
  if (busyWithRow(remove, s.id)) return null;
  return (
    <article className={`${cardClass} flex flex-col gap-4`} aria-labelledby={`sub-${s.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`sub-${s.id}`} className="text-lg font-semibold">
            {s.name}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            <a href={`mailto:${s.email}`} className="hover:underline">
              {s.email}
            </a>
            {s.company && ` · ${s.company}`} · {formatDate(s.submittedAt)}
          </p>
          {s.contactId && (
            <p className="text-sm">
              <Link to={contactHref(s.contactId)} className="underline">
                View contact
              </Link>
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          <StatusBadge entity="submission" status={current} />
          <ConfirmDeleteIconButton
            label={`Delete the submission of ${s.name}`}
            question={DELETE_SUBMISSION_QUESTION}
            onConfirm={() => remove.submit({ intent: "delete", id: s.id }, { method: "post" })}
          />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Service" value={s.serviceNeeded && serviceLabel(s.serviceNeeded)} />
        <Detail term="Budget" value={s.budgetRange && budgetLabel(s.budgetRange)} />
        <Detail term="Subject" value={s.subject} />
        <Detail term="Project details" value={s.projectDetails} />
        <Detail term="What would make it a win" value={s.message} />
      </dl>
      <div className="grid gap-3 border-t border-neutral-200 pt-3 sm:grid-cols-[12rem_1fr] dark:border-neutral-800">
        <div>
          <label htmlFor={`status-${s.id}`} className={labelClass}>
            Status
          </label>
          <select
            id={`status-${s.id}`}
            value={current}
            disabled={changing}
            onChange={(e) =>
              status.submit({ intent: "status", id: s.id, status: e.target.value }, { method: "post" })
            }
            className={controlClass}
          >
            {SUBMISSION_STATUSES.map((v) => (
              <option key={v} value={v}>
                {SUBMISSION_STATUS_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        <notes.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="notes" />
          <input type="hidden" name="id" value={s.id} />
          <label htmlFor={`notes-${s.id}`} className={labelClass}>
            Admin notes
          </label>
          <textarea
            id={`notes-${s.id}`}
            name="adminNotes"
            rows={2}
            value={noteText}
            onChange={(e) => setNoteText(e.target.value)}
            aria-describedby={`notes-${s.id}-count`}
            aria-invalid={noteText.length > ADMIN_NOTES_MAX || undefined}
            className={controlClass}
          />
          <CharacterCount id={`notes-${s.id}-count`} text={noteText} max={ADMIN_NOTES_MAX} />
          <button
            type="submit"
            className={`${buttonVariants({ variant: "secondary" })} self-end`}
            disabled={saving || noteText.length > ADMIN_NOTES_MAX}
          >
            {saving ? "Saving..." : "Save notes"}
          </button>
        </notes.Form>
      </div>
    </article>
  );
}
