import { ExternalLink } from "lucide-react";
import { data } from "react-router";
import { type CallRequestAnswer, CallRequestForm } from "#app/components/site/call-request-form.tsx";
import { ContactDetails } from "#app/components/site/contact-details.tsx";
import { ContactFormOff } from "#app/components/site/contact-section.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { bookPage } from "#core/content/about.ts";
import { submitCallRequest } from "#server/contact.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { getSettings } from "#server/settings.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/book";
import { useSiteData } from "./layout.tsx";

/** Only a web address may be framed; anything else means no calendar. */
function bookingUrl(value: string) {
  return /^https:\/\//i.test(value) ? value : "";
}

/*
 * /book, /schedule and /calendly: the booking calendar of the calendlyUrl setting; with none set,
 * the contact details and a 'request a call' form that becomes a lead (issue 17).
 */
export async function loader() {
  const { calendlyUrl } = await getSettings(["calendlyUrl"]);
  return { page: bookPage, calendlyUrl: bookingUrl(calendlyUrl) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const result = await submitCallRequest(body, { ip: context.get(clientAddressContext) });
  if (result.success) return { success: true, message: result.message } satisfies CallRequestAnswer;
  const { honeypot_field: _drop, ...values } = body;
  const answer: CallRequestAnswer = {
    success: false,
    message: result.message,
    field: "field" in result ? result.field : undefined,
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
  };
  return data(answer, { status: result.status });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: loaderData?.page.title ?? "Book a Call",
    description: loaderData?.page.intro ?? "",
    path: "/book",
  });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { page, calendlyUrl } = loaderData;
  const { settings } = useSiteData();
  return (
    <PageMain>
      <PageHero eyebrow={page.title} title={page.headline} intro={page.intro} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {calendlyUrl ? (
          <>
            <iframe
              src={calendlyUrl}
              title="Booking calendar"
              loading="lazy"
              className="h-[720px] w-full rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800"
            />
            <p className="mt-6 text-neutral-700 dark:text-neutral-300">
              {page.fallback}{" "}
              <a
                href={calendlyUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-500"
              >
                Open the booking page
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          </>
        ) : (
          <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
            {settings.enableContactForm ? (
              <CallRequestForm
                key={actionData ? JSON.stringify(actionData) : "empty"}
                answer={actionData as CallRequestAnswer | undefined}
              />
            ) : (
              <ContactFormOff contactEmail={settings.contactEmail} />
            )}
            <aside aria-label="Other ways to reach us">
              <ContactDetails settings={settings} />
            </aside>
          </div>
        )}
      </div>
    </PageMain>
  );
}
