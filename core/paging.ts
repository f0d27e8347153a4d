/* The range and total a paged list shows ('Showing 51-100 of 1,634'), one rule for every list.
   Counting every row of a big table on each page costs more than the page itself, so above
   EXACT_COUNT_LIMIT rows the server gives PostgreSQL's planner estimate instead, said as
   'about 1,000,000' (issue 36 item 6). */

/** Lists count their rows exactly up to this many; above, the total is an estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

/** A list's total: exact, or the database's estimate when there are more than EXACT_COUNT_LIMIT rows. */
export type RowTotal = { total: number; estimated: boolean };

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

/** An estimate kept to two significant figures: 1,034,512 reads 'about 1,000,000'. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

/** '1,634', or 'about 1,000,000' for an estimate. */
export function formatTotal({ total, estimated }: RowTotal): string {
  return estimated ? `about ${whole(roundEstimate(total))}` : whole(total);
}

/** How many pages `total` rows make, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based positions of a page's first and last rows. */
export function pageRange(page: number, pageSize: number, shown: number) {
  const first = (Math.max(1, page) - 1) * pageSize + 1;
  return { first, last: first + Math.max(0, shown) - 1 };
}

/**
 * 'Showing 51-100 of 1,634' for page 2 of 50 rows; 'Showing 1-50 of about 1,000,000' when the
 * total is an estimate; 'Showing 0 of 0' for an empty list.
 */
export function formatPageRange(page: number, pageSize: number, shown: number, total: RowTotal): string {
  if (shown <= 0) return `Showing 0 of ${formatTotal(total)}`;
  const { first, last } = pageRange(page, pageSize, shown);
  return `Showing ${whole(first)}-${whole(last)} of ${formatTotal(total)}`;
}
