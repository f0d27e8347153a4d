import { and, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { exportFileName } from "../../core/csv.ts";
import { TRANSACTION_PAGE_SIZE, type TransactionListQuery } from "../../core/revenue/list-query.ts";
import { overdueOnOrBefore } from "../../core/revenue/overdue.ts";
import { rangeWindow } from "../../core/revenue/range.ts";
import { assertAdmin } from "../admin-access.ts";
import { csvStream } from "../csv-stream.ts";
import { getDb } from "../db/client.ts";
import { countRows } from "../db/row-count.ts";
import { contacts, projects, transactions } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { getRevenueSettings } from "./settings.ts";

const t = transactions;
/** Newest first, written as transactions_date_id_idx is built (nulls last) so that it is read in order. */
const newestFirst = [sql`${t.date} desc nulls last`, sql`${t.id} desc nulls last`];

/** The filters of the tab as SQL: range (by date), type, status and search. */
export function transactionWhere(query: Omit<TransactionListQuery, "page">, today: string): SQL | undefined {
  const window = rangeWindow(query.range, today);
  const parts: (SQL | undefined)[] = [gte(t.date, window.from), lte(t.date, window.to)];
  if (query.id) parts.push(eq(t.id, query.id));
  if (query.type !== "all") parts.push(eq(t.type, query.type));
  if (query.status !== "all") parts.push(eq(t.status, "pending"), ne(t.type, "expense"));
  if (query.status === "overdue") parts.push(lte(t.date, overdueOnOrBefore(today)));
  if (query.q) {
    // Case-insensitive on the description and on the joined contact and project names (trigram
    // indexes). The names' matches are read first into arrays (`= any(array(...))`): then the
    // three conditions are one BitmapOr of the description's trigram index and the contact_id and
    // project_id indexes. As `in (subquery)` (a hashed subplan) the OR could use no index, and
    // counting the matches read every transaction of the range (decision 034).
    const like = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
    const contactIds = getDb().select({ id: contacts.id }).from(contacts).where(ilike(contacts.name, like));
    const projectIds = getDb().select({ id: projects.id }).from(projects).where(ilike(projects.name, like));
    parts.push(
      or(
        ilike(t.description, like),
        sql`${t.contactId} = any(array(${contactIds}))`,
        sql`${t.projectId} = any(array(${projectIds}))`,
      ),
    );
  }
  return and(...parts);
}

const columns = {
  id: t.id,
  amount: sql<string>`${t.amount}::text`,
  type: t.type,
  category: t.category,
  description: t.description,
  date: t.date,
  status: t.status,
  contactId: t.contactId,
  projectId: t.projectId,
  invoiceId: t.invoiceId,
  contactName: contacts.name,
  projectName: projects.name,
};

export type TransactionRow = {
  id: string;
  amount: string;
  type: "income" | "expense";
  category: string | null;
  description: string | null;
  date: string;
  status: "pending" | "completed" | "cancelled";
  contactId: string | null;
  projectId: string | null;
  invoiceId: string | null;
  contactName: string | null;
  projectName: string | null;
};

function base() {
  return getDb()
    .select(columns)
    .from(t)
    .leftJoin(contacts, eq(contacts.id, t.contactId))
    .leftJoin(projects, eq(projects.id, t.projectId));
}

/** One page of the transactions tab, newest first, with the filtered count. */
export async function listTransactions(actor: SessionUser, query: TransactionListQuery) {
  assertAdmin(actor);
  const { today } = await getRevenueSettings();
  const filter = transactionWhere(query, today);
  // The page's ids first, from the index alone (a deep page skips thousands of entries); only
  // those 25 rows are then read and joined to their contact and project.
  const pageIds = getDb()
    .select({ id: t.id })
    .from(t)
    .where(filter)
    .orderBy(...newestFirst)
    .limit(TRANSACTION_PAGE_SIZE)
    .offset((query.page - 1) * TRANSACTION_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    base()
      .where(inArray(t.id, pageIds))
      .orderBy(...newestFirst),
    countRows(t, filter),
  ]);
  return { rows: rows as TransactionRow[], total, today };
}

/** One transaction, for the edit form and the dashboard's 'Overdue payment' link. */
export async function getTransaction(actor: SessionUser, id: string) {
  assertAdmin(actor);
  const [row] = await base().where(eq(t.id, id));
  return (row as TransactionRow | undefined) ?? null;
}

/** The filtered list as streamed CSV, in keyset batches (date, id) so that large exports stay flat. */
export async function exportTransactions(actor: SessionUser, query: TransactionListQuery, now = new Date()) {
  assertAdmin(actor);
  const { today } = await getRevenueSettings();
  const filter = transactionWhere(query, today);
  const stream = await csvStream<TransactionRow>({
    header: ["Date", "Type", "Category", "Description", "Amount", "Status", "Contact", "Project"],
    batch: async (last, size) => {
      const after = last ? sql`(${t.date}, ${t.id}) < (${last.date}, ${last.id})` : undefined;
      return (await base()
        .where(and(filter, after))
        .orderBy(...newestFirst)
        .limit(size)) as TransactionRow[];
    },
    // Signed amounts as numbers (never formula-prefixed); texts go through csvCell's injection guard.
    cells: (r) => [
      r.date,
      r.type,
      r.category,
      r.description,
      Number(r.type === "expense" ? `-${r.amount}` : r.amount),
      r.status,
      r.contactName,
      r.projectName,
    ],
  });
  return { stream, fileName: exportFileName("transactions", now) };
}
