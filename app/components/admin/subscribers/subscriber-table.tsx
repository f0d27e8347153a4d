import { Trash2 } from "lucide-react";
import { formatDate } from "#core/relative-time.ts";
import type { SubscriberItem } from "#server/subscribers.ts";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { badge, card, iconButton } from "../styles.ts";

export function SubscriberTable({
  items,
  onDelete,
}: {
  items: SubscriberItem[];
  onDelete: (id: string) => void;
}) {
  return (
    <div className={`${card} overflow-x-auto p-0`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Newsletter subscribers, newest first</caption>
        <thead className="border-b border-neutral-200 text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Source
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Subscribed
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.id} className="border-b border-neutral-100 last:border-0 dark:border-neutral-900">
              <td className="px-4 py-3 font-medium break-all">{s.email}</td>
              <td className="px-4 py-3">{s.source}</td>
              <td className="px-4 py-3">
                <span
                  className={`${badge} ${s.isConfirmed ? "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300" : "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"}`}
                >
                  {s.isConfirmed ? "Confirmed" : "Unconfirmed"}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(s.subscribedAt)}</td>
              <td className="px-4 py-3 text-right">
                <ConfirmDialog
                  question="Are you sure you want to delete this subscriber?"
                  onConfirm={() => onDelete(s.id)}
                  trigger={
                    <button
                      type="button"
                      className={`${iconButton} text-red-700 dark:text-red-400`}
                      aria-label={`Delete ${s.email}`}
                    >
                      <Trash2 className="size-5" aria-hidden />
                    </button>
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
