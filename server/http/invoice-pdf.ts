import { renderInvoicePdf } from "../revenue/invoice-pdf.ts";
import { signedInPdf } from "./pdf-download.ts";

/**
 * GET /files/invoices/:id: the invoice's PDF. Admins reach every one, a client only the sent
 * invoices of their own contacts; anyone else gets the same 404 as for a missing invoice.
 */
export function invoicePdfDownload(request: Request, id: string): Promise<Response> {
  return signedInPdf(request, (user) => renderInvoicePdf(user, id));
}
