import { exportFailed } from "#server/csv-stream.ts";
import { exportSettings } from "#server/settings/save.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/settings-export";

/** GET /admin/settings/export: settings_{date}.json, every key but the secrets. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { filename, json } = await exportSettings(context.get(userContext));
    return new Response(json, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return exportFailed(error);
  }
}
