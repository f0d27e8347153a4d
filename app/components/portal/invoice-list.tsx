import { FileText } from "lucide-react";
import { CardSection } from "#app/components/ui/card.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatMoney } from "#core/money.ts";
import { balanceDue, type InvoiceStatus, invoiceBadgeStatus } from "#core/revenue/invoice.ts";
import { RecordList, RecordRow } from "./record-list.tsx";

export type PortalInvoice = {
  id: string;
  number: string;
  issueDate: string;
  dueDate: string;
  total: string;
  amountPaid: string;
  currency: string;
  projectName: string | null;
  displayStatus: InvoiceStatus;
};

/** The client's invoices on their billing page, each with its PDF (served only to them). */
export function InvoiceList({ invoices }: { invoices: PortalInvoice[] }) {
  return (
    <CardSection id="invoices" title="Invoices" className="mb-8" titleClassName="mb-4 text-xl">
      {invoices.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-300">No invoices yet.</p>
      ) : (
        <RecordList>
          {invoices.map((i) => (
            <RecordRow
              key={i.id}
              title={
                <>
                  {i.number}{" "}
                  <StatusBadge
                    entity="invoice"
                    status={invoiceBadgeStatus(i.displayStatus)}
                    className="ml-1 align-middle"
                  />
                </>
              }
              details={
                <>
                  {i.projectName ?? "General"} · issued {i.issueDate} · due {i.dueDate} · balance{" "}
                  {formatMoney(balanceDue(i.total, i.amountPaid), i.currency)}
                </>
              }
              end={
                <div className="flex items-center gap-3">
                  <p className="font-semibold tabular-nums">{formatMoney(i.total, i.currency)}</p>
                  <a
                    href={`/files/invoices/${i.id}`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
                  >
                    <FileText className="size-4" aria-hidden /> PDF
                    <span className="sr-only"> of invoice {i.number}</span>
                  </a>
                </div>
              }
            />
          ))}
        </RecordList>
      )}
    </CardSection>
  );
}
