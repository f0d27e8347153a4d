import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "#app/components/admin/use-action-toast.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { type Column, DataTable } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Pager } from "#app/components/ui/pager.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatMoney, parseCents } from "#core/money.ts";
import { balanceDue, invoiceBadgeStatus, voidQuestion } from "#core/revenue/invoice.ts";
import { REMINDER_KIND_LABELS } from "#core/revenue/reminders.ts";
import type { ActionResult } from "#server/action-result.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import { InvoiceDialog } from "./invoice-dialog.tsx";
import { RecordPaymentDialog } from "./record-payment-dialog.tsx";

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
  const partlyPaid = parseCents(row.amountPaid) > 0n;
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
      {open && (
        <button
          type="button"
          className={small}
          onClick={() => submit("remind-invoice")}
          disabled={fetcher.state !== "idle"}
        >
          Send reminder
        </button>
      )}
      {open && (
        <button type="button" className={small} onClick={() => setPaying(true)}>
          Record payment
        </button>
      )}
      {open && <RecordPaymentDialog invoice={row} today={today} open={paying} onOpenChange={setPaying} />}
      {row.hasPublicLink && (
        <ConfirmDialog
          title="Revoke the public link"
          question={`Revoke the public link of ${row.number}? The link in the mails sent so far stops working; sending the invoice again makes a new one.`}
          confirmLabel="Revoke"
          onConfirm={() => submit("revoke-invoice-link")}
          trigger={
            <button type="button" className={small}>
              Revoke link
            </button>
          }
        />
      )}
      {row.status !== "void" && row.status !== "paid" && (
        <ConfirmDialog
          question={voidQuestion(row)}
          confirmLabel={partlyPaid ? "Void the unpaid balance" : "Void"}
          onConfirm={() =>
            fetcher.submit(
              { intent: "void-invoice", id: row.id, balanceOnly: partlyPaid ? "yes" : "no" },
              { method: "post" },
            )
          }
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
      cell: (row) => (
        <>
          <StatusBadge entity="invoice" status={invoiceBadgeStatus(row.displayStatus)} />
          {row.reminders.length > 0 && (
            <ul
              className="mt-1 text-xs text-neutral-600 dark:text-neutral-400"
              aria-label={`Reminders of ${row.number}`}
            >
              {row.reminders.map((r) => (
                <li key={`${r.kind}-${r.sentAt}`}>
                  Reminded {r.sentAt.slice(0, 10)} ({REMINDER_KIND_LABELS[r.kind].toLowerCase()})
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      id: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (row) => <InvoiceActions row={row} today={today} />,
    },
  ];
}
