import { ConfirmDeleteIconButton } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatDate } from "#core/relative-time.ts";
import type { SubscriberItem } from "#server/subscribers.ts";

export function SubscriberTable({
  items,
  onDelete,
}: {
  items: SubscriberItem[];
  onDelete: (id: string) => void;
}) {
  const columns: Column<SubscriberItem>[] = [
    { id: "email", header: "Email", primary: true, className: "break-all", cell: (s) => s.email },
    { id: "source", header: "Source", cell: (s) => s.source },
    {
      id: "status",
      header: "Status",
      cell: (s) => <StatusBadge entity="subscriber" status={s.isConfirmed ? "confirmed" : "unconfirmed"} />,
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
      className: "text-right",
      cell: (s) => (
        <ConfirmDeleteIconButton
          label={`Delete ${s.email}`}
          question="Are you sure you want to delete this subscriber?"
          onConfirm={() => onDelete(s.id)}
        />
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
