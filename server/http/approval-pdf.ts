import { renderApprovalPdf } from "../projects/approval-pdf.ts";
import { signedInPdf } from "./pdf-download.ts";

/**
 * GET /files/approvals/:deliverableId: the approval record of a deliverable as a PDF (issue 32).
 * Admins and the project's client; anyone else, or a deliverable not approved, gets a 404.
 */
export function approvalPdfDownload(request: Request, id: string): Promise<Response> {
  return signedInPdf(request, (user) => renderApprovalPdf(user, id));
}
