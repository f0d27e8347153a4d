import { data, redirect } from "react-router";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { ContactForm, type ContactFormInitial } from "#app/components/site/contact/contact-form.tsx";
import { ContactSection } from "#app/components/site/contact-section.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta, siteNameOf } from "#app/components/site/seo.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { getAgencyMailSettings } from "#server/agency-settings.ts";
import { submitContactForm } from "#server/contact.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { actionRetryAfter, retryAfterHeaders } from "#server/http/retry-after.ts";
import { localPath, withQuery } from "../../lib/local-path.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/contact";
import { useSiteData } from "./layout.tsx";

/* The /login page's 'support' link lands here: the project-brief form and every way to reach us. */
export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: "Contact",
    description: `Questions, support or a new project: write to ${siteNameOf(matches)} and we reply within 24 hours.`,
    path: "/contact",
  });
}

export async function loader() {
  const { contactEmail } = await getAgencyMailSettings();
  return { contactEmail };
}

/**
 * Where the contact form posts before JavaScript loads (from any page): success goes back to that
 * page with ?message=success#contact; a problem re-renders the form here with the visitor's input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const result = await submitContactForm(body, { ip: context.get(clientAddressContext) });
  if (result.success) {
    throw redirect(
      withQuery(localPath(body.redirect_to, "/contact"), { message: "success" }, "contact"),
      303,
    );
  }
  const { honeypot_field: _drop, redirect_to: _back, ...values } = body;
  const initial: ContactFormInitial = {
    message: result.message,
    field: result.field,
    contactEmail: result.contactEmail,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
  };
  return data(initial, { status: result.status, headers: retryAfterHeaders(result) });
}

export const headers = actionRetryAfter;

function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <PageMain>
      <PageHero
        eyebrow="Contact"
        title="How can we help?"
        intro="Need help with your account, a question about a project, or something new in mind? Send us a message and we'll reply within 24 hours."
      />
      <ContactSection
        settings={settings}
        form={
          // The main content here, so rendered straight away (not deferred); a new key after each
          // post, so the form re-reads the returned values and message.
          <ContactForm
            key={actionData ? JSON.stringify(actionData) : "empty"}
            // The stored address, else the settings' default that the page's contact details show,
            // so the failure text names the address and links it as on / and /services.
            contactEmail={loaderData.contactEmail ?? settings.contactEmail}
            initial={actionData}
          />
        }
      />
    </PageMain>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}

export default routeComponent(ContactPage);
