import { redirect } from "react-router";
import { ActionError } from "#server/admin-access.ts";
import { downloadBackup } from "#server/backup/download.ts";
import { readForm } from "#server/http/read-form.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/settings-backup";

const BACKUP_TAB = "/admin/settings?tab=backup";

/**
 * POST /admin/settings/backup {passphrase, repeated}: 'Backup Database', one archive of every table
 * and the uploads, encrypted with the passphrase (docs/decisions/020-encrypted-backups.md). The
 * dialog posts it as a plain form, so the browser saves the file as it arrives.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const { filename, bytes } = await downloadBackup(
      context.get(userContext),
      field("passphrase"),
      field("repeated"),
    );
    return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ActionError) return failurePage(error.message, error.status);
    console.error("[backup] the download failed:", error);
    return failurePage("The backup failed. Please try again.", 503);
  }
}

/** The old download link, bookmarked: the backup tab, where the dialog asks for the passphrase. */
export function loader() {
  return redirect(BACKUP_TAB);
}

/** Shown only when the dialog's own checks were bypassed or the server failed: what and a way back. */
function failurePage(message: string, status: number) {
  const escaped = message.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Backup not created</title></head><body><main><h1>Backup not created</h1><p role="alert">${escaped}</p><p><a href="${BACKUP_TAB}">Back to Settings</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
