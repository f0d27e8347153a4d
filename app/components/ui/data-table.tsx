import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "./cn.ts";

export type Column<Row> = {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the header sortable under this key. */
  sortKey?: string;
  className?: string;
  /** The row's main cell (a th with scope=row, so screen readers name the row by it). */
  primary?: boolean;
};

export type SortDirection = "asc" | "desc";

/** The sort state: headers become links (`hrefFor`, server-side sorting by search params) or buttons (`onSort`). */
export type TableSort = {
  key: string | null;
  direction: SortDirection;
  hrefFor?: (key: string, direction: SortDirection) => string;
  onSort?: (key: string, direction: SortDirection) => void;
};

const cellClass = "px-3 py-2 text-left align-top";

/**
 * A table that scrolls inside its own labelled, focusable region on a phone. The region is
 * `relative` so that visually hidden (absolutely positioned) text inside it is clipped with the
 * table; otherwise it escapes and makes the whole page scroll sideways.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  empty = "Nothing to show.",
  loading = false,
  loadingRows = 3,
  rowId,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: TableSort;
  empty?: ReactNode;
  loading?: boolean;
  loadingRows?: number;
  /** An id for each row, so that a link elsewhere can point at it (`#transaction-…`). */
  rowId?: (row: Row) => string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-neutral-200 dark:border-neutral-800"
    >
      <table className="w-full min-w-xl border-collapse text-sm" aria-busy={loading || undefined}>
        <thead className="bg-neutral-50 text-neutral-700 dark:bg-neutral-900 dark:text-neutral-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(cellClass, "font-semibold", column.className)}
                aria-sort={sortState(column, sort)}
              >
                <SortHeader column={column} sort={sort} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} data-testid="loading-row">
                {columns.map((column) => (
                  <td key={column.id} className={cellClass}>
                    <span className="block h-4 w-3/4 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none dark:bg-neutral-800" />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-3 py-8 text-center text-neutral-600 dark:text-neutral-400"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} id={rowId?.(row)}>
                {columns.map((column) =>
                  column.primary ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cn(cellClass, "font-medium", column.className)}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cn(cellClass, column.className)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function sortState<Row>(column: Column<Row>, sort?: TableSort) {
  if (!sort || !column.sortKey || sort.key !== column.sortKey) return undefined;
  return sort.direction === "asc" ? "ascending" : "descending";
}

function SortHeader<Row>({ column, sort }: { column: Column<Row>; sort?: TableSort }) {
  if (!sort || !column.sortKey) return <>{column.header}</>;
  const key = column.sortKey;
  const active = sort.key === key;
  // A click on the sorted column flips it; another column starts ascending.
  const next: SortDirection = active && sort.direction === "asc" ? "desc" : "asc";
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  const content = (
    <>
      {column.header}
      <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
    </>
  );
  const className = "inline-flex items-center gap-1 rounded hover:underline";
  if (sort.hrefFor)
    return (
      <Link to={sort.hrefFor(key, next)} className={className} preventScrollReset>
        {content}
      </Link>
    );
  return (
    <button type="button" className={className} onClick={() => sort.onSort?.(key, next)}>
      {content}
    </button>
  );
}
