import { parseSubmissionListQuery } from "#core/crm/submission-list.ts";
import { recordAudit } from "#server/audit.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { exportSubmissions } from "#server/submissions.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/submissions-export";

/** GET /admin/submissions/export: contacts_{date}.csv of the current filter, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubmissionListQuery(new URL(request.url).searchParams);
  try {
    const user = context.get(userContext);
    const { stream, fileName } = await exportSubmissions(user, query);
    await recordAudit(user, "export.submissions", fileName);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
