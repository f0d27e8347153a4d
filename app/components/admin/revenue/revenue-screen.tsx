import { Plus } from "lucide-react";
import { useState } from "react";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { REVENUE_TABS, type RevenueTab } from "#core/revenue/list-query.ts";
import { RANGE_LABELS, REVENUE_RANGES } from "#core/revenue/range.ts";
import type { RevenuePageData } from "#server/revenue/page.ts";
import { InvoicesPanel } from "./invoices-panel.tsx";
import { OverviewPanel } from "./overview-panel.tsx";
import { ReportsPanel } from "./reports-panel.tsx";
import { TransactionDialog } from "./transaction-dialog.tsx";
import { TransactionsPanel } from "./transactions-panel.tsx";

const TAB_LABELS: Record<RevenueTab, string> = {
  overview: "Overview",
  transactions: "Transactions",
  invoices: "Invoices",
  reports: "Financial Reports",
};

/** The Revenue Tracker (001 section 2): range and tab live in the URL. */
export function RevenueScreen({ data }: { data: RevenuePageData }) {
  const href = (next: Record<string, string>) =>
    `?${new URLSearchParams({ tab: data.tab, range: data.range, ...next })}`;
  return (
    <>
      <PageHeader
        title="Revenue Tracker"
        description="Income, expenses, invoices and profit."
        actions={<AddTransaction pickers={data.pickers} today={data.today} />}
      />
      <div className="mb-6 flex flex-col gap-3 print:hidden">
        {data.tab !== "reports" && data.tab !== "invoices" && (
          <FilterLinks
            label="Range"
            options={REVENUE_RANGES.map((r) => ({ value: r, text: RANGE_LABELS[r] }))}
            current={data.range}
            href={(range) => href({ range })}
          />
        )}
        <FilterLinks
          label="Revenue sections"
          options={REVENUE_TABS.map((t) => ({ value: t, text: TAB_LABELS[t] }))}
          current={data.tab}
          href={(tab) => href({ tab })}
        />
      </div>
      {"overview" in data && data.overview && <OverviewPanel overview={data.overview} />}
      {"transactions" in data && data.transactions && (
        <TransactionsPanel list={data.transactions} currency={data.currency} pickers={data.pickers} />
      )}
      {"invoices" in data && data.invoices && (
        <InvoicesPanel
          list={data.invoices}
          pickers={data.pickers}
          today={data.today}
          dueDays={data.invoiceDueDays}
        />
      )}
      {"report" in data && data.report && <ReportsPanel report={data.report} currency={data.currency} />}
    </>
  );
}

/**
 * The button and its dialog keep their open state to themselves: held by the screen, opening the
 * dialog re-rendered the whole tab with it, the chart's every bar (issue 37: Add Transaction at 4x
 * CPU, 340-750 ms to the dialog).
 */
function AddTransaction({ pickers, today }: Pick<RevenuePageData, "pickers" | "today">) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Button type="button" className="print:hidden" onClick={() => setAdding(true)}>
        <Plus className="size-4" aria-hidden /> Add Transaction
      </Button>
      <TransactionDialog open={adding} onOpenChange={setAdding} pickers={pickers} today={today} />
    </>
  );
}
