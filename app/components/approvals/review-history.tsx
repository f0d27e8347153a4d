import { LocalTime } from "#app/components/ui/local-time.tsx";
import { EVENT_LABELS, formatVideoTime } from "#core/approvals.ts";
import type { Review } from "#server/projects/approvals.ts";

/**
 * The deliverable's record: every upload, request, comment and decision with who, when and on
 * which version, oldest first. Text is shown as text (React escapes it); nothing here is editable.
 */
export function ReviewHistory({ events }: { events: Review["events"] }) {
  if (events.length === 0)
    return <p className="text-sm text-neutral-700 dark:text-neutral-300">No activity yet.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="History">
      {events.map((e) => (
        <li
          key={e.id}
          className="rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800"
          data-kind={e.kind}
        >
          <p className="break-words">
            <span className="font-semibold">{e.actorName}</span>{" "}
            <span className="text-neutral-700 dark:text-neutral-300">
              ({e.actorSide === "client" ? "client" : "agency"})
            </span>{" "}
            {EVENT_LABELS[e.kind]} version {e.versionNumber}
            {e.videoTime !== null && <> at {formatVideoTime(e.videoTime)}</>}
          </p>
          <p className="text-xs text-neutral-700 dark:text-neutral-300">
            <LocalTime value={e.createdAt} />
          </p>
          {e.body && e.kind !== "upload" && (
            <p className="mt-2 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{e.body}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
