import { pageNumber, searchTerm } from "../list-query.ts";
import { parseTypeFilter, type TypeFilter } from "./categories.ts";
import { parseRange, type RevenueRange } from "./range.ts";

export const TRANSACTION_PAGE_SIZE = 25;
export const STATUS_FILTERS = ["all", "pending", "overdue"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export type TransactionListQuery = {
  range: RevenueRange;
  type: TypeFilter;
  status: StatusFilter;
  q: string;
  page: number;
  /** One transaction only: the dashboard's 'Overdue payment' links here. */
  id: string;
};

/** The transactions tab's URL: ?range=30d&type=income&status=overdue&q=acme&page=2. */
export function parseTransactionListQuery(params: URLSearchParams): TransactionListQuery {
  const status = params.get("status");
  return {
    range: parseRange(params.get("range")),
    type: parseTypeFilter(params.get("type")),
    status: STATUS_FILTERS.includes(status as StatusFilter) ? (status as StatusFilter) : "all",
    q: searchTerm.parse(params.get("q") ?? undefined),
    page: pageNumber.parse(params.get("page") ?? undefined),
    id: /^[0-9a-f-]{36}$/i.test(params.get("id") ?? "") ? (params.get("id") as string) : "",
  };
}

export const REVENUE_TABS = ["overview", "transactions", "invoices", "reports"] as const;
export type RevenueTab = (typeof REVENUE_TABS)[number];
export function parseTab(value: string | null | undefined): RevenueTab {
  return REVENUE_TABS.includes(value as RevenueTab) ? (value as RevenueTab) : "overview";
}

export const TRANSACTION_LIST_DEFAULTS = { range: "30d", type: "all", status: "all", q: "", page: 1, id: "" };

/** The link to one transaction on the revenue screen. */
export function transactionHref(id: string): string {
  return `/admin/revenue?tab=transactions&range=all&id=${id}`;
}
