import { parseReportYear } from "#core/revenue/report.ts";
import { recordAudit } from "#server/audit.ts";
import { exportFailed } from "#server/csv-stream.ts";
import { profitAndLossCsv } from "#server/revenue/report.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/revenue-report-export";

/** GET /admin/revenue/report.csv?year=2026: the profit and loss report as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const year = parseReportYear(new URL(request.url).searchParams.get("year"), new Date().getUTCFullYear());
  try {
    const user = context.get(userContext);
    const { text, fileName } = await profitAndLossCsv(user, year);
    await recordAudit(user, "export.profit_and_loss", fileName);
    return new Response(text, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return exportFailed(error);
  }
}
