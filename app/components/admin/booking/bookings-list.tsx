import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { QUESTION_LABELS } from "#core/booking/types.ts";
import { formatInZone } from "#core/booking/zoned.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { bookingsPage } from "#server/booking/admin.ts";

type Data = Awaited<ReturnType<typeof bookingsPage>>;
type Row = Data["bookings"][number];

const STATUS: Record<Row["status"], { label: string; tone: "success" | "neutral" | "danger" }> = {
  confirmed: { label: "Confirmed", tone: "success" },
  cancelled: { label: "Cancelled", tone: "neutral" },
  no_show: { label: "No-show", tone: "danger" },
};

function BookingActions({ row }: { row: Row }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  if (row.status !== "confirmed") return null;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {!row.started && (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={row.id} />
          <label className="sr-only" htmlFor={`msg-${row.id}`}>
            Message to {row.name}
          </label>
          <Input
            id={`msg-${row.id}`}
            name="message"
            placeholder="Message (optional)"
            maxLength={2000}
            className="w-48"
          />
          <Button
            type="submit"
            name="intent"
            value="cancel"
            variant="danger"
            size="sm"
            pending={fetcher.state !== "idle"}
          >
            Cancel booking
          </Button>
        </fetcher.Form>
      )}
      {row.started && (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={row.id} />
          <Button
            type="submit"
            name="intent"
            value="no-show"
            variant="secondary"
            size="sm"
            pending={fetcher.state !== "idle"}
          >
            Mark no-show
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}

export function BookingsList({ data }: { data: Data }) {
  if (data.bookings.length === 0) {
    return (
      <EmptyState
        title={`No ${data.tab} bookings`}
        text="Bookings made on /book appear here."
        headingLevel="h3"
      />
    );
  }
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label={`${data.tab} bookings`}>
      {data.bookings.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <strong className="text-base">{formatInZone(row.start, data.timeZone)}</strong>
              <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>
            </p>
            <p>
              {row.typeName} ·{" "}
              {row.contactId ? (
                <a className="font-medium underline" href={`/admin/contacts/${row.contactId}`}>
                  {row.name}
                </a>
              ) : (
                row.name
              )}{" "}
              · <span className="break-all">{row.email}</span>
            </p>
            {Object.entries(row.answers).map(([k, v]) => (
              <p key={k} className="text-neutral-700 dark:text-neutral-300">
                {QUESTION_LABELS[k as keyof typeof QUESTION_LABELS] ?? k}: {v}
              </p>
            ))}
            {row.cancelReason && (
              <p className="text-neutral-700 dark:text-neutral-300">Reason: {row.cancelReason}</p>
            )}
          </div>
          <BookingActions row={row} />
        </li>
      ))}
    </ul>
  );
}
