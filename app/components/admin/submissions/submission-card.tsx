import { useFetcher } from "react-router";
import { ADMIN_NOTES_MAX } from "#core/crm/submission-list.ts";
import {
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from "#core/crm/submission-status.ts";
import { formatDate } from "#core/relative-time.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { SubmissionItem } from "#server/submissions.ts";
import { badge, card, input, label, secondaryButton } from "../styles.ts";
import { useActionToast } from "../use-action-toast.ts";

const colours: Record<SubmissionStatus, string> = {
  new: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-300",
  in_progress: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  completed: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  archived: "bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200",
};

function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-neutral-600 uppercase dark:text-neutral-400">{term}</dt>
      <dd className="text-sm break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}

export function SubmissionCard({ submission: s }: { submission: SubmissionItem }) {
  const status = useFetcher<ActionResult>();
  const notes = useFetcher<ActionResult>();
  useActionToast(status);
  useActionToast(notes);
  const pending = status.formData?.get("status");
  const current = (typeof pending === "string" ? pending : s.status) as SubmissionStatus;
  return (
    <article className={`${card} flex flex-col gap-4`} aria-labelledby={`sub-${s.id}`}>
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
        </div>
        <span className={`${badge} ${colours[current]}`}>{SUBMISSION_STATUS_LABELS[current]}</span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Service" value={s.serviceNeeded} />
        <Detail term="Budget" value={s.budgetRange} />
        <Detail term="Subject" value={s.subject} />
        <Detail term="Project details" value={s.projectDetails} />
        <Detail term="What would make it a win" value={s.message} />
      </dl>
      <div className="grid gap-3 border-t border-neutral-200 pt-3 sm:grid-cols-[12rem_1fr] dark:border-neutral-800">
        <div>
          <label htmlFor={`status-${s.id}`} className={label}>
            Status
          </label>
          <select
            id={`status-${s.id}`}
            value={current}
            disabled={status.state !== "idle"}
            onChange={(e) =>
              status.submit({ intent: "status", id: s.id, status: e.target.value }, { method: "post" })
            }
            className={input}
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
          <label htmlFor={`notes-${s.id}`} className={label}>
            Admin notes
          </label>
          <textarea
            id={`notes-${s.id}`}
            name="adminNotes"
            rows={2}
            maxLength={ADMIN_NOTES_MAX}
            defaultValue={s.adminNotes ?? ""}
            className={input}
          />
          <button type="submit" className={`${secondaryButton} self-end`} disabled={notes.state !== "idle"}>
            {notes.state !== "idle" ? "Saving..." : "Save notes"}
          </button>
        </notes.Form>
      </div>
    </article>
  );
}
