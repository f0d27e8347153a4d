import { parseSubscriberListQuery } from "#core/subscriber-list.ts";
import { csvResponse, exportFailed } from "#server/csv-stream.ts";
import { exportSubscribers } from "#server/subscribers.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/subscribers-export";

/** GET /admin/subscribers/export: subscribers_{date}.csv of the current filter, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubscriberListQuery(new URL(request.url).searchParams);
  try {
    const { stream, fileName } = await exportSubscribers(context.get(userContext), query);
    return csvResponse(stream, fileName);
  } catch (error) {
    return exportFailed(error);
  }
}
