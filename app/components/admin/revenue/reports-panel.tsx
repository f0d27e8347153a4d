import { Download, Printer } from "lucide-react";
import { Form } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { cardClass as card } from "#app/components/ui/card.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { formatMoney, parseCents } from "#core/money.ts";
import { MONTH_LABELS, type PnlLine, type ProfitAndLoss } from "#core/revenue/report.ts";

function Row({
  line,
  money,
  strong = false,
}: {
  line: { category: string; months: string[]; total: string };
  money: (v: string) => string;
  strong?: boolean;
}) {
  return (
    <tr className={`border-t border-neutral-200 dark:border-neutral-800 ${strong ? "font-semibold" : ""}`}>
      <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
        {line.category}
      </th>
      {line.months.map((m, i) => (
        <td key={MONTH_LABELS[i]} className="px-2 py-1 text-right tabular-nums">
          {parseCents(m) === 0n ? "–" : money(m)}
        </td>
      ))}
      <td className="py-1 pl-2 text-right font-semibold tabular-nums">{money(line.total)}</td>
    </tr>
  );
}

function Compare({
  title,
  now,
  before,
  money,
}: {
  title: string;
  now: ProfitAndLoss["totals"];
  before: ProfitAndLoss["totals"];
  money: (v: string) => string;
}) {
  return (
    <section aria-label={title} className={card}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <dt />
        <dd className="font-medium">This year</dd>
        <dd className="font-medium">Previous year</dd>
        {(["income", "expenses", "net"] as const).map((k) => (
          <div key={k} className="contents">
            <dt className="capitalize">{k}</dt>
            <dd className="tabular-nums">{money(now[k])}</dd>
            <dd className="tabular-nums">{money(before[k])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Financial Reports: profit and loss by month for a year, year to date against the year before. */
export function ReportsPanel({ report, currency }: { report: ProfitAndLoss; currency: string }) {
  const money = (v: string) => formatMoney(v, currency);
  const section = (
    title: string,
    lines: PnlLine[],
    total: { category: string; months: string[]; total: string },
  ) => (
    <>
      <tr>
        <th colSpan={14} scope="colgroup" className="pt-4 pb-1 text-left text-base font-semibold">
          {title}
        </th>
      </tr>
      {lines.map((l) => (
        <Row key={l.category} line={l} money={money} />
      ))}
      <Row line={total} money={money} strong />
    </>
  );
  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          Profit and loss {report.year}
        </h2>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <Form method="get" className="flex items-end gap-2">
            <input type="hidden" name="tab" value="reports" />
            <Field id="report-year" label="Year">
              {(p) => (
                <Input
                  {...p}
                  name="year"
                  type="number"
                  min="1970"
                  defaultValue={report.year}
                  className="w-28"
                />
              )}
            </Field>
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </Form>
          <a
            href={`/admin/revenue/report.csv?year=${report.year}`}
            download
            className={buttonVariants({ variant: "secondary" })}
          >
            <Download className="size-4" aria-hidden /> Export CSV
          </a>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden /> Print
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Compare
          title="Year to date"
          now={report.yearToDate}
          before={report.previousYearToDate}
          money={money}
        />
        <Compare title="Whole year" now={report.totals} before={report.previousYear} money={money} />
      </div>
      <section
        aria-label={`Profit and loss ${report.year} by month and category`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
        tabIndex={0}
        className={`${card} relative overflow-x-auto print:overflow-visible print:border-0 print:shadow-none`}
      >
        <table className="w-full min-w-[64rem] text-xs print:min-w-0">
          <caption className="sr-only">Profit and loss by month and category for {report.year}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Category
              </th>
              {MONTH_LABELS.map((m) => (
                <th key={m} scope="col" className="px-2 text-right">
                  {m}
                </th>
              ))}
              <th scope="col" className="pl-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {section("Income", report.income, {
              category: "Total income",
              months: report.incomeByMonth,
              total: report.totals.income,
            })}
            {section("Expenses", report.expenses, {
              category: "Total expenses",
              months: report.expensesByMonth,
              total: report.totals.expenses,
            })}
            <Row
              line={{ category: "Net profit", months: report.netByMonth, total: report.totals.net }}
              money={money}
              strong
            />
          </tbody>
        </table>
      </section>
    </section>
  );
}
