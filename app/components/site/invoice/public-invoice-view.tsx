import { Download } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CompactTable } from "#app/components/ui/compact-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { formatMoney } from "#core/money.ts";
import { balanceDue, type InvoiceStatus, invoiceBadgeStatus } from "#core/revenue/invoice.ts";

export type PublicInvoice = {
  number: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  currency: string;
  subtotal: string;
  discount: string;
  taxRate: string;
  tax: string;
  total: string;
  amountPaid: string;
  notes: string | null;
  client: { name: string; company: string | null };
  projectName: string | null;
  items: { description: string; quantity: string; unitPrice: string; amount: string }[];
  agency: { name: string; address: string; email: string };
  paymentInstructions: string;
  pdfUrl: string;
};

/** An invoice as its client sees it from the mail's link: figures, lines, how to pay, the PDF. */
export function PublicInvoiceView({ invoice }: { invoice: PublicInvoice }) {
  const money = (v: string) => formatMoney(v, invoice.currency);
  const figures: [string, string][] = [
    ["Subtotal", money(invoice.subtotal)],
    ["Discount", `-${money(invoice.discount)}`],
    [`Tax (${invoice.taxRate} %)`, money(invoice.tax)],
    ["Total", money(invoice.total)],
    ["Paid", money(invoice.amountPaid)],
    ["Balance due", money(balanceDue(invoice.total, invoice.amountPaid))],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted">{invoice.agency.name}</p>
          <h1 className="text-3xl font-bold">Invoice {invoice.number}</h1>
          <p className="mt-1 text-sm">
            Issued {invoice.issueDate} · Due {invoice.dueDate}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <StatusBadge entity="invoice" status={invoiceBadgeStatus(invoice.status)} />
          <a href={invoice.pdfUrl} className={buttonVariants({ variant: "primary" })} download>
            <Download className="size-4" aria-hidden /> Download PDF
          </a>
        </div>
      </div>
      <Card className="grid gap-4 sm:grid-cols-2">
        <div>
          <h2 className="font-semibold">Bill to</h2>
          <p>{invoice.client.name}</p>
          {invoice.client.company && <p>{invoice.client.company}</p>}
          {invoice.projectName && <p className="text-sm text-muted">Project: {invoice.projectName}</p>}
        </div>
        <div>
          <h2 className="font-semibold">From</h2>
          <p className="whitespace-pre-line">{[invoice.agency.name, invoice.agency.address].join("\n")}</p>
          <p className="text-sm">{invoice.agency.email}</p>
        </div>
      </Card>
      <Card>
        <CompactTable
          caption={`Lines of invoice ${invoice.number}`}
          columns={["Description", "Qty", "Unit price", "Amount"]}
          rows={invoice.items.map((i) => [i.description, i.quantity, money(i.unitPrice), money(i.amount)])}
          empty="No lines"
        />
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className={label === "Balance due" ? "font-semibold" : undefined}>{label}</dt>
              <dd className={`text-right tabular-nums ${label === "Balance due" ? "font-semibold" : ""}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {invoice.paymentInstructions.trim() && (
        <Card>
          <h2 className="mb-2 font-semibold">Payment instructions</h2>
          <p className="whitespace-pre-line text-sm">{invoice.paymentInstructions.trim()}</p>
        </Card>
      )}
      {invoice.notes && <p className="whitespace-pre-line text-sm">{invoice.notes}</p>}
    </div>
  );
}
