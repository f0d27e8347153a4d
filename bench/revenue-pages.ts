import { parseTransactionListQuery } from "../core/revenue/list-query.ts";
import { REVENUE_RANGES } from "../core/revenue/range.ts";
import { getDashboard } from "../server/dashboard.ts";
import { listInvoices } from "../server/revenue/invoices.ts";
import { revenuePage } from "../server/revenue/page.ts";
import { exportTransactions } from "../server/revenue/transaction-list.ts";
import type { SessionUser } from "../server/session.ts";

type TimePage = (label: string, work: () => Promise<unknown>) => Promise<void>;
type TimeExport = (
  label: string,
  start: () => Promise<{ stream: ReadableStream<Uint8Array> }>,
) => Promise<void>;

/** Every tab of /admin/revenue in every range, as its loader reads it (issue 16: under 300 ms each). */
export async function timeRevenue(admin: SessionUser, timePage: TimePage, timeExport: TimeExport) {
  const page = (search: string) => () => revenuePage(admin, new URLSearchParams(search));
  for (const range of REVENUE_RANGES) {
    await timePage(`revenue overview, range ${range}`, page(`tab=overview&range=${range}`));
    await timePage(`revenue transactions, range ${range}`, page(`tab=transactions&range=${range}`));
    await timePage(
      `revenue transactions, ${range}, search 'retainer'`,
      page(`tab=transactions&range=${range}&q=retainer`),
    );
    await timePage(
      `revenue transactions, ${range}, income, page 3`,
      page(`tab=transactions&range=${range}&type=income&page=3`),
    );
  }
  await timePage(
    "revenue transactions, all, overdue only",
    page("tab=transactions&range=all&status=overdue"),
  );
  await timePage(
    "revenue transactions, all, page 4000 (of 8000)",
    page("tab=transactions&range=all&page=4000"),
  );
  await timePage("revenue invoices, first page", page("tab=invoices"));
  await timePage("revenue invoices, page 400 (of 800)", () => listInvoices(admin, 400));
  await timePage("revenue reports, this year", page("tab=reports"));
  await timePage("dashboard /admin (30d, revenue cards)", () => getDashboard(admin, "30d"));
  await timeExport("revenue export, 1y (filtered)", () =>
    exportTransactions(admin, parseTransactionListQuery(new URLSearchParams("range=1y"))),
  );
}
