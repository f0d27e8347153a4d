import { pageNumber } from "../../core/list-query.ts";
import { parseTab, parseTransactionListQuery } from "../../core/revenue/list-query.ts";
import { parseRange } from "../../core/revenue/range.ts";
import { parseReportYear } from "../../core/revenue/report.ts";
import type { SessionUser } from "../session.ts";
import { listInvoices } from "./invoices.ts";
import { getRevenueOverview } from "./overview.ts";
import { revenuePickers } from "./pickers.ts";
import { getProfitAndLoss } from "./report.ts";
import { getRevenueSettings } from "./settings.ts";
import { listTransactions } from "./transaction-list.ts";

/** What /admin/revenue shows: only the open tab's data is read (plus the form choices). */
export async function revenuePage(actor: SessionUser, params: URLSearchParams) {
  const tab = parseTab(params.get("tab"));
  const range = parseRange(params.get("range"));
  const settings = await getRevenueSettings();
  const base = {
    tab,
    range,
    currency: settings.currency,
    today: settings.today,
    invoiceDueDays: settings.invoiceDueDays,
  };
  const pickers = await revenuePickers(actor);
  if (tab === "transactions") {
    const query = parseTransactionListQuery(params);
    return { ...base, pickers, transactions: { query, ...(await listTransactions(actor, query)) } };
  }
  if (tab === "invoices") {
    const page = pageNumber.parse(params.get("page") ?? undefined);
    return { ...base, pickers, invoices: { page, ...(await listInvoices(actor, page)) } };
  }
  if (tab === "reports") {
    const year = parseReportYear(params.get("year"), Number(settings.today.slice(0, 4)));
    return { ...base, pickers, report: (await getProfitAndLoss(actor, year)).report };
  }
  return { ...base, pickers, overview: await getRevenueOverview(actor, range) };
}

export type RevenuePageData = Awaited<ReturnType<typeof revenuePage>>;
