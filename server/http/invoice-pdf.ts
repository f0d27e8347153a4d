import { renderInvoicePdf } from "../revenue/invoice-pdf.ts";
import { getUser, loginRedirect } from "../session.ts";

/**
 * GET /files/invoices/:id: the invoice's PDF. Admins reach every one, a client only the sent
 * invoices of their own contacts; anyone else gets the same 404 as for a missing invoice.
 */
export async function invoicePdfDownload(request: Request, id: string): Promise<Response> {
  const user = await getUser(request);
  if (!user) return loginRedirect(request);
  try {
    const { buffer, fileName } = await renderInvoicePdf(user, id);
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
