import { CircleDollarSign, Receipt, Wallet } from "lucide-react";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { InvoiceList } from "#app/components/portal/invoice-list.tsx";
import { EmptyState, PageHeading } from "#app/components/portal/page-heading.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { cardClass } from "#app/components/ui/card.tsx";
import { StatGrid } from "#app/components/ui/stat-card.tsx";
import { billingSummary, formatDate, signedAmount } from "#core/portal.ts";
import { listClientProjects, listClientTransactions } from "#server/projects/portal.ts";
import { readOr } from "#server/projects/read-or.ts";
import { listClientInvoices } from "#server/revenue/invoices.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/billing";

export function meta() {
  return [{ title: "Billing & Invoices" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const [projects, transactions, invoices] = await Promise.all([
    readOr("projects", [], () => listClientProjects(user)),
    readOr("transactions", [], () => listClientTransactions(user)),
    readOr("invoices", [], () => listClientInvoices(user)),
  ]);
  return {
    invoices,
    summary: billingSummary(projects, transactions),
    transactions: transactions.map((t) => ({
      id: t.id,
      label: t.description || t.category || (t.type === "income" ? "Payment" : "Charge"),
      category: t.category ?? "Uncategorised",
      projectName: t.projectName ?? "General",
      date: t.date,
      type: t.type,
      status: t.status,
      amount: signedAmount(t.type, t.amount),
    })),
  };
}

export default function Billing({ loaderData }: Route.ComponentProps) {
  const { summary, transactions, invoices } = loaderData;
  return (
    <>
      <PageHeading
        title="Billing & Invoices"
        description="What your projects are worth, what you paid and what is left."
      />
      <StatGrid
        label="Billing summary"
        className="mb-8 sm:grid-cols-3"
        stats={[
          { label: "Total Paid", value: summary.totalPaid, icon: Wallet },
          { label: "Project Value", value: summary.projectValue, icon: CircleDollarSign },
          { label: "Outstanding", value: summary.outstanding, icon: Receipt },
        ]}
      />
      <InvoiceList invoices={invoices} />
      <section aria-labelledby="history" className={cardClass}>
        <h2 id="history" className="mb-4 text-xl font-semibold">
          Transaction History
        </h2>
        {transactions.length === 0 ? (
          <EmptyState>No transactions found.</EmptyState>
        ) : (
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {transactions.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium">
                    {t.label}{" "}
                    {t.status !== "completed" && (
                      <Badge tone={t.status === "pending" ? "yellow" : "gray"} className="ml-1 align-middle">
                        {t.status === "pending" ? "Pending" : "Cancelled"}
                      </Badge>
                    )}
                  </p>
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    {t.category} · {t.projectName} · {formatDate(t.date)}
                  </p>
                </div>
                <p
                  className={
                    t.type === "expense"
                      ? "font-semibold text-red-700 dark:text-red-300"
                      : "font-semibold text-green-700 dark:text-green-300"
                  }
                >
                  {t.amount}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
