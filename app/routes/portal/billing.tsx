import { CircleDollarSign, Receipt, Wallet } from "lucide-react";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { InvoiceList } from "#app/components/portal/invoice-list.tsx";
import { EmptyState, PageHeading } from "#app/components/portal/page-heading.tsx";
import { RecordList, RecordRow } from "#app/components/portal/record-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { StatGrid } from "#app/components/ui/stat-card.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
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

function Billing({ loaderData }: Route.ComponentProps) {
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
      <CardSection id="history" title="Transaction History" titleClassName="mb-4 text-xl">
        {transactions.length === 0 ? (
          <EmptyState>No transactions found.</EmptyState>
        ) : (
          <RecordList>
            {transactions.map((t) => (
              <RecordRow
                key={t.id}
                title={
                  <>
                    {t.label}{" "}
                    {t.status !== "completed" && (
                      <Badge tone={t.status === "pending" ? "yellow" : "gray"} className="ml-1 align-middle">
                        {t.status === "pending" ? "Pending" : "Cancelled"}
                      </Badge>
                    )}
                  </>
                }
                details={`${t.category} · ${t.projectName} · ${formatDate(t.date)}`}
                end={
                  <p
                    className={
                      t.type === "expense"
                        ? "font-semibold text-red-700 dark:text-red-300"
                        : "font-semibold text-green-700 dark:text-green-300"
                    }
                  >
                    {t.amount}
                  </p>
                }
              />
            ))}
          </RecordList>
        )}
      </CardSection>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(Billing);
