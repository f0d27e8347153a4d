import { parseRange } from "#core/analytics/range.ts";
import { analyticsExport } from "#server/analytics/export.ts";
import { recordAudit } from "#server/audit.ts";
import { exportFailed } from "#server/csv-stream.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/analytics-export";

/** GET /admin/analytics/export?range=: the range's report as a zip of CSV files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const range = parseRange(new URL(request.url).searchParams.get("range"));
    const user = context.get(userContext);
    const { zip, fileName } = await analyticsExport(user, range);
    await recordAudit(user, "export.analytics", fileName);
    return new Response(zip, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return exportFailed(error);
  }
}
