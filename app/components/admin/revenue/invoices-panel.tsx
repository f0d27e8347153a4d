import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { controlClass as input } from "#app/components/ui/input.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatMoney, parseCents } from "#core/money.ts";
import { balanceDue, invoiceBadgeStatus } from "#core/revenue/invoice.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import { InvoiceDialog } from "./invoice-dialog.tsx";

type List = NonNullable<Extract<RevenuePageData, { invoices: unknown }>["invoices"]>;
type Row = List["rows"][number];

const small = buttonVariants({ variant: "secondary", size: "sm" });
const primaryButton = buttonVariants({ variant: "primary" });

function InvoiceActions({ row, today }: { row: Row; today: string }) {
  const fetcher = useFetcher<ActionResult>({ key: `invoice-${row.id}` });
  useActionToast(fetcher);
  const [paying, setPaying] = useState(false);
  const open = row.status === "sent" || row.status === "partially_paid";
  const submit = (intent: string) => fetcher.submit({ intent, id: row.id }, { method: "post" });
  return (
    <div className="flex flex-wrap items-center gap-1">
      <a
        className={small}
        href={`/files/invoices/${row.id}`}
        target="_blank"
        rel="noreferrer"
        aria-label={`PDF of ${row.number}`}
      >
        <FileText className="size-3" aria-hidden /> PDF
      </a>
      {(row.status === "draft" || open) && (
        <button
          type="button"
          className={small}
          onClick={() => submit("send-invoice")}
          disabled={fetcher.state !== "idle"}
        >
          {row.status === "draft" ? "Send" : "Send again"}
        </button>
      )}
      {open && !paying && (
        <button type="button" className={small} onClick={() => setPaying(true)}>
          Record payment
        </button>
      )}
      {open && paying && (
        <fetcher.Form
          method="post"
          className="flex flex-wrap items-center gap-1"
          onSubmit={() => setPaying(false)}
        >
          <input type="hidden" name="intent" value="pay-invoice" />
          <input type="hidden" name="id" value={row.id} />
          <label className="sr-only" htmlFor={`pay-${row.id}`}>{`Payment for ${row.number}`}</label>
          <input
            id={`pay-${row.id}`}
            name="amount"
            inputMode="decimal"
            defaultValue={balanceDue(row.total, row.amountPaid)}
            className={`${input} w-28 py-1`}
          />
          <label className="sr-only" htmlFor={`pay-date-${row.id}`}>
            Payment date
          </label>
          <input
            id={`pay-date-${row.id}`}
            name="date"
            type="date"
            defaultValue={today}
            className={`${input} w-40 py-1`}
          />
          <button type="submit" className={small}>
            Save payment
          </button>
        </fetcher.Form>
      )}
      {row.status !== "void" && parseCents(row.amountPaid) === 0n && (
        <ConfirmDialog
          question={`Void invoice ${row.number}? It keeps its number, which is never used again.`}
          confirmLabel="Void"
          onConfirm={() => submit("void-invoice")}
          trigger={
            <button type="button" className={small}>
              Void
            </button>
          }
        />
      )}
    </div>
  );
}

/** The invoices tab (was 'Invoice Management Coming Soon'). */
export function InvoicesPanel({
  list,
  pickers,
  today,
  dueDays,
}: {
  list: List;
  pickers: RevenuePageData["pickers"];
  today: string;
  dueDays: number;
}) {
  const [creating, setCreating] = useState(false);
  const pages = Math.max(1, Math.ceil(list.total / 25));
  return (
    <section aria-label="Invoices" className="flex flex-col gap-4">
      <div className="flex justify-end">
        <button type="button" className={primaryButton} onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden /> New Invoice
        </button>
      </div>
      {list.rows.length === 0 ? (
        <EmptyState
          title="No invoices yet"
          text="Create an invoice for a client and send it to their portal."
        />
      ) : (
        <DataTable
          label="Invoices, newest first"
          columns={invoiceColumns(today)}
          rows={list.rows}
          rowKey={(row) => row.id}
        />
      )}
      {list.total > 25 && <Pager page={list.page} pageCount={pages} />}
      <InvoiceDialog
        open={creating}
        onOpenChange={setCreating}
        pickers={pickers}
        today={today}
        dueDays={dueDays}
      />
    </section>
  );
}

function invoiceColumns(today: string): Column<Row>[] {
  return [
    {
      id: "number",
      header: "Invoice",
      className: "font-medium whitespace-nowrap",
      cell: (row) => row.number,
    },
    {
      id: "client",
      header: "Client",
      cell: (row) => (
        <>
          {row.contactName}
          {row.projectName && (
            <span className="block text-xs text-neutral-600 dark:text-neutral-400">{row.projectName}</span>
          )}
        </>
      ),
    },
    {
      id: "total",
      header: "Total",
      className: "text-right tabular-nums",
      cell: (row) => formatMoney(row.total, row.currency),
    },
    {
      id: "balance",
      header: "Balance",
      className: "text-right tabular-nums",
      cell: (row) => formatMoney(balanceDue(row.total, row.amountPaid), row.currency),
    },
    { id: "due", header: "Due", className: "whitespace-nowrap", cell: (row) => row.dueDate },
    {
      id: "status",
      header: "Status",
      cell: (row) => <StatusBadge entity="invoice" status={invoiceBadgeStatus(row.displayStatus)} />,
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (row) => <InvoiceActions row={row} today={today} />,
    },
  ];
}
