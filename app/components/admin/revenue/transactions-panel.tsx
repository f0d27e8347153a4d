import { Download } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { SearchBox } from "#app/components/ui/search-box.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { toSearch } from "#core/list-query.ts";
import { formatSigned } from "#core/money.ts";
import { formatPageRange, pageCount, type RowTotal } from "#core/paging.ts";
import { TYPE_FILTERS } from "#core/revenue/categories.ts";
import {
  TRANSACTION_LIST_DEFAULTS,
  TRANSACTION_PAGE_SIZE,
  type TransactionListQuery,
} from "#core/revenue/list-query.ts";
import { isTransactionOverdue } from "#core/revenue/overdue.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import type { TransactionRow } from "#server/revenue/transaction-list.ts";
import { MarkPaidDialog } from "./record-payment-dialog.tsx";
import { TransactionDialog } from "./transaction-dialog.tsx";

type List = { query: TransactionListQuery; rows: TransactionRow[]; total: RowTotal; today: string };

/**
 * One fetcher for the rows' actions, announced by the panel, which stays mounted: a deleted row
 * (or one marked paid under the outstanding filter) is gone, its component with it, by the time
 * the answer is rendered, so a row could not tell its own result.
 */
const ROW_ACTION_KEY = "transaction-row-action";

function RowActions({ row, onEdit, today }: { row: TransactionRow; onEdit: () => void; today: string }) {
  const fetcher = useFetcher<ActionResult>({ key: ROW_ACTION_KEY });
  const [markingPaid, setMarkingPaid] = useState(false);
  const submit = (intent: string) => fetcher.submit({ intent, id: row.id }, { method: "post" });
  const label = row.description || row.category || "transaction";
  return (
    <div className="flex flex-wrap gap-1">
      {!row.invoiceId && (
        <Button type="button" variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      )}
      {row.status === "pending" && (
        <>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setMarkingPaid(true)}
            aria-label={`Mark ${label} as paid`}
          >
            Mark paid
          </Button>
          <MarkPaidDialog
            transaction={{ id: row.id, label }}
            today={today}
            open={markingPaid}
            onOpenChange={setMarkingPaid}
          />
        </>
      )}
      {!row.invoiceId && (
        <ConfirmDialog
          question="Are you sure you want to delete this transaction?"
          onConfirm={() => submit("delete")}
          trigger={
            <Button type="button" variant="secondary" size="sm" aria-label={`Delete ${label}`}>
              Delete
            </Button>
          }
        />
      )}
    </div>
  );
}

/** The transactions tab: search, type filter, Export, and server-side pages. */
export function TransactionsPanel({
  list,
  currency,
  pickers,
}: {
  list: List;
  currency: string;
  pickers: RevenuePageData["pickers"];
}) {
  const { query, rows, total, today } = list;
  const [editing, setEditing] = useState<TransactionRow | null>(null);
  useActionToast(useFetcher<ActionResult>({ key: ROW_ACTION_KEY }));
  const params = (next: Partial<TransactionListQuery>) =>
    toSearch({ tab: "transactions", ...query, ...next }, { ...TRANSACTION_LIST_DEFAULTS, page: 1 }) || "?";
  const pages = pageCount(total.total, TRANSACTION_PAGE_SIZE);
  const exportHref = `/admin/revenue/export${toSearch({ range: query.range, type: query.type, status: query.status, q: query.q }, TRANSACTION_LIST_DEFAULTS)}`;

  return (
    <section aria-label="Transactions" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="transaction-search"
          label="Search transactions"
          q={query.q}
          placeholder="Description, contact or project"
          keep={{ tab: "transactions", range: query.range, type: query.type, status: query.status }}
        />
        <a href={exportHref} download className={buttonVariants({ variant: "secondary" })}>
          <Download className="size-4" aria-hidden /> Export
        </a>
      </div>
      <FilterLinks
        label="Type"
        options={TYPE_FILTERS.map((f) => ({ value: f.value, text: f.label }))}
        current={query.type}
        href={(type) => params({ type, page: 1 })}
      />
      {query.status !== "all" && (
        <p className="text-sm">
          Showing {query.status === "overdue" ? "overdue" : "outstanding"} income only.{" "}
          <a className="underline" href={params({ status: "all", page: 1 })}>
            Show all
          </a>
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState
          title="No transactions found."
          text={query.q ? "Try another search or range." : "Add a transaction to get started."}
        />
      ) : (
        <DataTable
          label="Transactions, newest first"
          columns={transactionColumns(currency, today, setEditing)}
          rows={rows}
          rowKey={(row) => row.id}
          rowId={(row) => `transaction-${row.id}`}
        />
      )}
      {total.total > 0 && (
        <>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {formatPageRange(query.page, TRANSACTION_PAGE_SIZE, rows.length, total)}
          </p>
          <Pager page={query.page} pageCount={pages} />
        </>
      )}
      {editing && (
        <TransactionDialog
          key={editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          pickers={pickers}
          today={today}
          editing={editing}
        />
      )}
    </section>
  );
}

function transactionColumns(
  currency: string,
  today: string,
  onEdit: (row: TransactionRow) => void,
): Column<TransactionRow>[] {
  return [
    {
      id: "transaction",
      header: "Transaction",
      primary: true,
      cell: (row) => (
        <>
          <span className="block">{row.description || "No description"}</span>
          <span className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">
            {[row.contactName, row.projectName].filter(Boolean).join(" · ") || "General"}
          </span>
        </>
      ),
    },
    { id: "category", header: "Category", cell: (row) => row.category ?? "Uncategorised" },
    {
      id: "amount",
      header: "Amount",
      className: "text-right",
      cell: (row) => (
        <span
          className={`font-semibold tabular-nums ${row.type === "income" ? "text-green-700 dark:text-green-300" : "text-red-700 dark:text-red-300"}`}
        >
          {formatSigned(row.amount, row.type, currency)}
        </span>
      ),
    },
    { id: "date", header: "Date", className: "whitespace-nowrap", cell: (row) => row.date },
    {
      id: "status",
      header: "Status",
      cell: (row) => (
        <StatusBadge
          entity="transaction"
          status={isTransactionOverdue(row, today) ? "overdue" : row.status}
        />
      ),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (row) => <RowActions row={row} today={today} onEdit={() => onEdit(row)} />,
    },
  ];
}
