import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * Keyset ("seek") paging: the next batch starts after the last row seen, using the sort index,
 * so page 5,000 costs what page 1 costs. OFFSET would walk every earlier row.
 * See https://use-the-index-luke.com/no-offset
 */
export type KeysetSort = {
  column: Column;
  direction: "asc" | "desc";
  /** Nullable sort columns put nulls last; the id breaks ties. */
  nullable?: boolean;
  /** Where nulls sort; chosen to match the column's index (default: see keysetOrderBy). */
  nulls?: "first" | "last";
  id: Column;
};

/** Where a batch ended: the sort value as text (exact, microseconds included) and the row id. */
export type KeysetPosition = { value: string | null; id: string };

const isTimestamp = (column: Column) => column.getSQLType().startsWith("timestamp");

/** The sort value as exact text; timestamps in UTC ISO form with microseconds. */
export function keysetValue(column: Column): SQL<string | null> {
  if (isTimestamp(column)) {
    return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string | null>`${column}::text`;
}

function typed(column: Column, value: string): SQL {
  return sql`${value}::${sql.raw(column.getSQLType())}`;
}

export function keysetOrderBy(sort: KeysetSort): SQL[] {
  const { column, id } = sort;
  // Ascending timestamps read the DESC NULLS LAST index backwards, which is ASC NULLS FIRST.
  const nulls = `nulls ${sort.nulls ?? (sort.direction === "desc" || sort.nullable ? "last" : "first")}`;
  return [sql`${column} ${sql.raw(sort.direction)} ${sql.raw(nulls)}`, sql`${id} ${sql.raw(sort.direction)}`];
}

/** Rows that come after `position` in the order of `sort`. */
export function keysetAfter(sort: KeysetSort, position: KeysetPosition): SQL {
  const { column, id } = sort;
  const op = sql.raw(sort.direction === "desc" ? "<" : ">");
  const lastId = sql`${position.id}::uuid`;
  if (position.value === null) {
    return sql`(${column} is null and ${id} ${op} ${lastId})`;
  }
  const last = typed(column, position.value);
  const after = sql`(${column}, ${id}) ${op} (${last}, ${lastId})`;
  return sort.nullable ? sql`(${after} or ${column} is null)` : after;
}

/** The same order reversed, for reading the page before a position. */
export function reversed(sort: KeysetSort): KeysetSort {
  return { ...sort, direction: sort.direction === "desc" ? "asc" : "desc" };
}
