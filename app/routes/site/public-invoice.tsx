import { data } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { type PublicInvoice, PublicInvoiceView } from "#app/components/site/invoice/public-invoice-view.tsx";
import { Link } from "#app/components/site/links.tsx";
import { PageMain } from "#app/components/site/page-hero.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { invoiceStatus } from "#core/revenue/invoice.ts";
import { publicInvoice } from "#server/revenue/invoice-link.ts";
import { getRevenueSettings } from "#server/revenue/settings.ts";
import type { Route } from "./+types/public-invoice";

/**
 * /invoice/:token: the invoice a client opens from its mail without signing in (issue 34 item 6).
 * An unknown or revoked token is a 404 that says the link no longer works.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await publicInvoice(params.token);
  if (!found) return data({ invoice: null }, { status: 404 });
  const agency = await getRevenueSettings();
  const { invoice, contact, projectName, items } = found;
  const view: PublicInvoice = {
    number: invoice.number,
    status: invoiceStatus(invoice.status, invoice.dueDate, agency.today),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    discount: invoice.discount,
    taxRate: invoice.taxRate,
    tax: invoice.tax,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    notes: invoice.notes,
    client: { name: contact.name, company: contact.company },
    projectName,
    items: items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      amount: i.amount,
    })),
    agency: { name: agency.siteName, address: agency.businessAddress, email: agency.contactEmail },
    paymentInstructions: agency.paymentInstructions,
    pdfUrl: `/invoice/${params.token}/pdf`,
  };
  return { invoice: view };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.invoice ? `Invoice ${loaderData.invoice.number}` : "Invoice not found";
  // The address is the key to the invoice: never indexed, never sent on as a referrer.
  return [{ title }, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }];
}

function PublicInvoicePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageMain>
      {loaderData.invoice ? (
        <PublicInvoiceView invoice={loaderData.invoice} />
      ) : (
        <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Invoice not found</h1>
          <p>This invoice link no longer works. Please ask us for a new one.</p>
          <Link to="/contact" className="underline">
            Contact us
          </Link>
        </div>
      )}
    </PageMain>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(PublicInvoicePage);
