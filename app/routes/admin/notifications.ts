import { listWaiting } from "#server/admin-notifications.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/notifications";

/** GET /admin/notifications: what the top bar's bell lists (JSON), read when it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return Response.json(await listWaiting(context.get(userContext)), {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] the notification list failed:", error);
    return Response.json({ error: "Failed to load notifications" }, { status: 503 });
  }
}
