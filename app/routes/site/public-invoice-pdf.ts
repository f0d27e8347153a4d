import { pdfResponse } from "#server/http/pdf-download.ts";
import { publicInvoicePdf } from "#server/revenue/invoice-link.ts";
import type { Route } from "./+types/public-invoice-pdf";

/** /invoice/:token/pdf: the invoice's PDF for the holder of its public link; 404 once revoked. */
export async function loader({ params }: Route.LoaderArgs) {
  const pdf = await publicInvoicePdf(params.token);
  if (!pdf) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return pdfResponse(pdf, "attachment", { "Referrer-Policy": "no-referrer" });
}
