import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { cardClass as card } from "#app/components/ui/card.tsx";
import { CompactTable } from "#app/components/ui/compact-table.tsx";
import { StatCard } from "#app/components/ui/stat-card.tsx";
import { formatMoney, parseCents } from "#core/money.ts";
import { countOf } from "#core/plural.ts";
import type { RevenueOverview } from "#server/revenue/overview.ts";
import { SO_FAR } from "../analytics/chart-data.ts";

const muted = "text-neutral-600 dark:text-neutral-400";
const MonthlyChart = lazy(() => import("./monthly-chart.tsx"));

function Breakdown({
  title,
  rows,
  money,
}: {
  title: string;
  rows: { name: string; amount: string }[];
  money: (v: string) => string;
}) {
  return (
    <section aria-label={title} className={card}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className={muted}>Nothing in this range.</p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {rows.map((r, i) => (
            <li key={`${r.name}-${i}`} className="flex justify-between gap-4 py-2 text-sm">
              <span>{r.name}</span>
              <span className="font-medium tabular-nums">{money(r.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The overview tab: the figures of 001 section 9, computed on the server from SQL sums. */
export function OverviewPanel({ overview }: { overview: RevenueOverview }) {
  const { summary, currency, receivables } = overview;
  const money = (v: string) => formatMoney(v, currency);
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  const points = overview.months.map((m) => ({
    month: m.month,
    income: Number(m.income),
    expenses: Number(m.expenses),
  }));
  const whole = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
  // The window ends today: its last month, still counting, is not a drop.
  const partialLast = overview.months.at(-1)?.month.slice(0, 7) === overview.window.to.slice(0, 7);
  const monthText = (month: string, i: number) =>
    partialLast && i === overview.months.length - 1 ? `${month} ${SO_FAR}` : month;
  const profitNegative = parseCents(summary.profit) < 0n;

  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Revenue"
          value={money(summary.revenue)}
          delta={summary.revenueGrowth}
          hint={summary.revenueGrowth === null ? "No earlier period to compare" : undefined}
        />
        <StatCard
          label="Total Expenses"
          value={money(summary.expenses)}
          delta={summary.expenseGrowth}
          lowerIsBetter
          hint={summary.expenseGrowth === null ? "No earlier period to compare" : undefined}
        />
        <StatCard
          label="Net Profit"
          value={
            <span className={profitNegative ? "text-red-700 dark:text-red-300" : undefined}>
              {money(summary.profit)}
            </span>
          }
          hint={
            <span
              className={summary.marginGood ? "font-medium text-green-700 dark:text-green-300" : undefined}
            >
              Profit margin {summary.margin}%
            </span>
          }
        />
        <StatCard label="Recurring Revenue" value={money(summary.recurring)} hint="Income marked recurring" />
      </section>
      <section aria-label="Receivables" className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Outstanding"
          value={money(receivables.transactions.outstanding)}
          hint={
            <Link className="underline" to="?tab=transactions&range=all&status=pending">
              {countOf(receivables.transactions.outstandingCount, "pending income transaction")}
            </Link>
          }
        />
        <StatCard
          label="Overdue"
          value={
            <span className="text-red-700 dark:text-red-300">{money(receivables.transactions.overdue)}</span>
          }
          hint={
            <span className="flex flex-col">
              <Link className="underline" to="?tab=transactions&range=all&status=overdue">
                {countOf(receivables.transactions.overdueCount, "overdue payment")}
              </Link>
              <Link className="underline" to="?tab=invoices">
                {countOf(receivables.invoices.overdueCount, "overdue invoice")} (
                {money(receivables.invoices.overdue)})
              </Link>
            </span>
          }
        />
      </section>
      <section aria-labelledby="monthly-heading" className={card}>
        <h2 id="monthly-heading" className="mb-3 text-lg font-semibold">
          Income and expenses by month
        </h2>
        {client && points.length > 0 && (
          <Suspense fallback={<div className="h-64" />}>
            <MonthlyChart points={points} format={(n) => whole.format(n)} partialLast={partialLast} />
          </Suspense>
        )}
        {points.length === 0 ? (
          <p className={muted}>No transactions in this range.</p>
        ) : (
          <div className="mt-4">
            <CompactTable
              caption="Income, expenses and net by month"
              columns={["Month", "Income", "Expenses", "Net"]}
              rows={overview.months.map((m, i) => [
                monthText(m.month, i),
                money(m.income),
                money(m.expenses),
                formatMoney(parseCents(m.income) - parseCents(m.expenses), currency),
              ])}
            />
          </div>
        )}
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Breakdown
          title="Income by category"
          money={money}
          rows={overview.categories
            .filter((c) => c.type === "income")
            .map((c) => ({ name: c.category, amount: c.amount }))}
        />
        <Breakdown
          title="Expenses by category"
          money={money}
          rows={overview.categories
            .filter((c) => c.type === "expense")
            .map((c) => ({ name: c.category, amount: c.amount }))}
        />
        <Breakdown
          title="Income by client"
          money={money}
          rows={overview.clients.map((c) => ({ name: c.name, amount: c.amount }))}
        />
      </div>
    </div>
  );
}
