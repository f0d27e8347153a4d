import { fileExtension } from "../../core/deliverables.ts";
import { type Download, openDeliverable, openDeliverableVersion } from "../projects/deliverables.ts";
import { getUser, loginRedirect } from "../session.ts";

/** What a browser may show in the tab it opens; anything else is saved as a file. */
const inlineTypes = /^(application\/pdf|image\/(png|jpeg)|video\/mp4)$/;
/** Documents that can run script: always saved, never opened inline (issue 35 item 5). */
const activeExtensions = new Set([
  "svg",
  "svgz",
  "html",
  "htm",
  "xhtml",
  "xht",
  "xml",
  "shtml",
  "mht",
  "mhtml",
]);

/** Whether the browser may show this file in a tab: a passive type, under a passive name. */
export function servedInline(type: string, fileName: string) {
  return inlineTypes.test(type) && !activeExtensions.has(fileExtension(fileName));
}

function contentDisposition(kind: "inline" | "attachment", fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /files/deliverables/:id: the only way to a deliverable. Admins reach every one, clients
 * those of their own projects; anyone else gets the same 404 as for a file that does not exist.
 * Stored files are streamed; links are redirected to.
 */
export function deliverableDownload(request: Request, id: string): Promise<Response> {
  return serveDownload(request, (user) => openDeliverable(user, id));
}

/** GET /files/deliverable-versions/:id: one version of a deliverable (issue 32), same rules. */
export function deliverableVersionDownload(request: Request, id: string): Promise<Response> {
  return serveDownload(request, (user) => openDeliverableVersion(user, id));
}

async function serveDownload(
  request: Request,
  open: (user: NonNullable<Awaited<ReturnType<typeof getUser>>>) => Promise<Download>,
): Promise<Response> {
  const user = await getUser(request);
  if (!user) return loginRedirect(request);
  try {
    const download = await open(user);
    if (download.kind === "link") {
      return new Response(null, {
        status: 302,
        headers: { Location: download.url, "Cache-Control": "private, no-store" },
      });
    }
    const inline = servedInline(download.type, download.fileName);
    const type = inline ? download.type : "application/octet-stream";
    return new Response(download.body, {
      headers: {
        "Content-Type": type,
        "Content-Length": String(download.size),
        "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", download.fileName),
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
