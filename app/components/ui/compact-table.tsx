import type { ReactNode } from "react";

/**
 * A small borderless table inside a card: a short ranking, or a chart's text alternative. The first
 * column is text, the others are right-aligned figures. For a full list with actions, use DataTable.
 */
export function CompactTable({
  caption,
  columns,
  rows,
  empty = "No data for this range yet",
}: {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  empty?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-800">
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`py-2 pr-3 font-medium ${i > 0 ? "text-right" : ""}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r} className="border-b border-neutral-100 last:border-0 dark:border-neutral-900">
              {cells.map((cell, i) => (
                <td key={i} className={`py-2 pr-3 ${i > 0 ? "text-right tabular-nums" : "break-all"}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
