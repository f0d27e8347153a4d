import { downloadBackup } from "#server/backup/download.ts";
import { exportFailed } from "#server/csv-stream.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/settings-backup";

/** GET /admin/settings/backup: 'Backup Database', one archive of every table and the uploads. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { filename, bytes } = await downloadBackup(context.get(userContext));
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return exportFailed(error);
  }
}
