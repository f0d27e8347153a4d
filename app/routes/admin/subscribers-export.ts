import { parseSubscriberListQuery } from "#core/subscriber-list.ts";
import { recordAudit } from "#server/audit.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { exportSubscribers } from "#server/subscribers.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/subscribers-export";

/** GET /admin/subscribers/export: subscribers_{date}.csv of the current filter, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubscriberListQuery(new URL(request.url).searchParams);
  try {
    const user = context.get(userContext);
    const { stream, fileName } = await exportSubscribers(user, query);
    await recordAudit(user, "export.subscribers", fileName);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
