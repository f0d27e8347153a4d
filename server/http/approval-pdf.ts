import { renderApprovalPdf } from "../projects/approval-pdf.ts";
import { getUser, loginRedirect } from "../session.ts";

/**
 * GET /files/approvals/:deliverableId: the approval record of a deliverable as a PDF (issue 32).
 * Admins and the project's client; anyone else, or a deliverable not approved, gets a 404.
 */
export async function approvalPdfDownload(request: Request, id: string): Promise<Response> {
  const user = await getUser(request);
  if (!user) return loginRedirect(request);
  try {
    const { buffer, fileName } = await renderApprovalPdf(user, id);
    return new Response(new Uint8Array(buffer), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
