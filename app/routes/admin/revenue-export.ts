import { parseTransactionListQuery } from "#core/revenue/list-query.ts";
import { recordAudit } from "#server/audit.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { exportTransactions } from "#server/revenue/transaction-list.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/revenue-export";

/** GET /admin/revenue/export: the transactions tab's filtered list as streamed CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseTransactionListQuery(new URL(request.url).searchParams);
  try {
    const user = context.get(userContext);
    const { stream, fileName } = await exportTransactions(user, { ...query, page: 1 });
    await recordAudit(user, "export.transactions", fileName);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
