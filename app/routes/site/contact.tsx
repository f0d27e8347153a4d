import { data, redirect } from "react-router";
import { ContactForm, type ContactFormInitial } from "#app/components/contact/contact-form.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { getAgencyMailSettings } from "#server/agency-settings.ts";
import { submitContactForm } from "#server/contact.ts";
import { getDb } from "#server/db/client.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { localPath, withQuery } from "../../lib/local-path.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/contact";

export function meta() {
  return [
    { title: "Contact" },
    { name: "description", content: "Tell us about your project: we get back to you within 24 hours." },
  ];
}

export async function loader() {
  const { contactEmail } = await getAgencyMailSettings(getDb());
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
  return data(initial, { status: result.status });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Contact</h1>
      <section id="contact" aria-labelledby="contact-heading" className="mt-10">
        <h2 id="contact-heading" className="text-2xl font-semibold">
          Start your project
        </h2>
        <p className="mt-2 mb-8 text-neutral-700 dark:text-neutral-300">
          Tell us about your project. We'll get back to you within 24 hours.
        </p>
        {/* A new key after each post, so the form re-reads the returned values and message. */}
        <ContactForm
          key={actionData ? JSON.stringify(actionData) : "empty"}
          contactEmail={loaderData.contactEmail}
          initial={actionData}
        />
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
