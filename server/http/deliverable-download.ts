import { openDeliverable } from "../projects/deliverables.ts";
import { getUser, loginRedirect } from "../session.ts";

/** What a browser may show in the tab it opens; anything else is saved as a file. */
const inlineTypes = /^(application\/pdf|image\/(png|jpeg)|video\/mp4)$/;

function contentDisposition(kind: "inline" | "attachment", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /files/deliverables/:id: the only way to a deliverable. Admins reach every one, clients
 * those of their own projects; anyone else gets the same 404 as for a file that does not exist.
 * Stored files are streamed; links are redirected to.
 */
export async function deliverableDownload(request: Request, id: string): Promise<Response> {
  const user = await getUser(request);
  if (!user) return loginRedirect(request);
  try {
    const download = await openDeliverable(user, id);
    if (download.kind === "link") {
      return new Response(null, {
        status: 302,
        headers: { Location: download.url, "Cache-Control": "private, no-store" },
      });
    }
    const type = inlineTypes.test(download.type) ? download.type : "application/octet-stream";
    return new Response(download.body, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(download.size),
        "Content-Disposition": contentDisposition(
          inlineTypes.test(type) ? "inline" : "attachment",
          download.fileName,
        ),
        "Cache-Control": "private, no-store",
        // An uploaded file is never a page of ours: no scripts, no sniffing.
        "Content-Security-Policy":
          "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
