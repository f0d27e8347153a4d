import { UserX } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDeleteIconButton, ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { UNSUBSCRIBE_REASONS } from "#core/newsletter.ts";
import { formatDate } from "#core/relative-time.ts";
import type { SubscriberItem } from "#server/subscribers.ts";

const reasonLabel = (why: string | null) =>
  UNSUBSCRIBE_REASONS.find((r) => r.value === why)?.label ?? why ?? "";

/** When an address left or bounced, and why (the reason given, or the mail server's refusal). */
function LeftCell({ s }: { s: SubscriberItem }) {
  if (!s.leftAt) return null;
  return (
    <span className="block max-w-64 text-xs text-muted-foreground">
      {formatDate(s.leftAt)}
      {s.leftWhy ? ` · ${reasonLabel(s.leftWhy)}` : ""}
    </span>
  );
}

export function SubscriberTable({
  items,
  onDelete,
  onForget,
}: {
  items: SubscriberItem[];
  onDelete: (id: string) => void;
  onForget: (id: string) => void;
}) {
  const columns: Column<SubscriberItem>[] = [
    { id: "email", header: "Email", primary: true, className: "break-all", cell: (s) => s.email },
    { id: "source", header: "Source", cell: (s) => s.source },
    {
      id: "status",
      header: "Status",
      cell: (s) => (
        <>
          <StatusBadge entity="subscriber" status={s.status} />
          <LeftCell s={s} />
        </>
      ),
    },
    {
      id: "subscribed",
      header: "Subscribed",
      className: "whitespace-nowrap",
      cell: (s) => formatDate(s.subscribedAt),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "text-right whitespace-nowrap",
      cell: (s) => (
        <>
          <ConfirmDialog
            title="Forget this person"
            question={`Erase ${s.email} and everything kept about it? Only a one-way hash stays, so the address is never mailed again.`}
            confirmLabel="Forget"
            onConfirm={() => onForget(s.id)}
            trigger={
              <button
                type="button"
                className={buttonVariants({ variant: "ghost", size: "icon" })}
                aria-label={`Forget ${s.email}`}
                title="Forget this person"
              >
                <UserX className="size-5" aria-hidden />
              </button>
            }
          />
          <ConfirmDeleteIconButton
            label={`Delete ${s.email}`}
            question="Are you sure you want to delete this subscriber?"
            onConfirm={() => onDelete(s.id)}
          />
        </>
      ),
    },
  ];
  return (
    <DataTable
      label="Newsletter subscribers, newest first"
      columns={columns}
      rows={items}
      rowKey={(s) => s.id}
    />
  );
}
