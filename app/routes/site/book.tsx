import { ExternalLink } from "lucide-react";
import { data } from "react-router";
import { type BookingAnswer, BookingPicker, TypeList } from "#app/components/site/booking/booking-picker.tsx";
import { type CallRequestAnswer, CallRequestForm } from "#app/components/site/call-request-form.tsx";
import { ContactDetails } from "#app/components/site/contact-details.tsx";
import { ContactFormOff } from "#app/components/site/contact-section.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { bookPage } from "#core/content/about.ts";
import { confirmBooking } from "#server/booking/confirm.ts";
import { bookableTypes, pickerData } from "#server/booking/page.ts";
import { submitCallRequest } from "#server/contact.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { actionRetryAfter, retryAfterHeaders } from "#server/http/retry-after.ts";
import { getSettings } from "#server/settings.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/book";
import { useSiteData } from "./layout.tsx";

/** Only a web address may be framed; anything else means no calendar. */
function bookingUrl(value: string) {
  return /^https:\/\//i.test(value) ? value : "";
}

/*
 * /book, /schedule, /calendly and /book/:type. With an active meeting type, our own booking
 * picker (issue 31); otherwise as before: the Calendly frame of the calendlyUrl setting, or the
 * contact details and a 'request a call' form that becomes a lead (issue 17).
 */
// The arguments default for callers that only read the Calendly setting (server/settings tests).
export async function loader({ request, params, context }: Route.LoaderArgs = {} as Route.LoaderArgs) {
  const types = await bookableTypes();
  const slug = (params as { type?: string } | undefined)?.type;
  if (types.length > 0) {
    const type = slug ? types.find((t) => t.slug === slug) : types.length === 1 ? types[0] : undefined;
    if (slug && !type) throw data("Not found", { status: 404 });
    if (!type) return { mode: "types" as const, page: bookPage, types };
    const picker = await pickerData(
      type,
      new URL(request.url).searchParams,
      context.get(clientAddressContext),
    );
    return { mode: "picker" as const, page: bookPage, picker };
  }
  if (slug) throw data("Not found", { status: 404 });
  const { calendlyUrl } = await getSettings(["calendlyUrl"]);
  return { mode: "off" as const, page: bookPage, calendlyUrl: bookingUrl(calendlyUrl) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const ip = context.get(clientAddressContext);
  const { honeypot_field: _drop, ...values } = body;
  const typed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v).slice(0, 5000)]));
  if ("start" in body) {
    const result = await confirmBooking(body, { ip });
    if (result.ok) return { ok: true, message: result.message } satisfies BookingAnswer;
    const answer: BookingAnswer = {
      ok: false,
      message: result.message,
      field: result.field === "start" ? undefined : result.field,
      taken: result.taken,
      values: typed,
    };
    return data(answer, { status: result.status, headers: retryAfterHeaders(result) });
  }
  const result = await submitCallRequest(body, { ip });
  if (result.success) return { success: true, message: result.message } satisfies CallRequestAnswer;
  const answer: CallRequestAnswer = {
    success: false,
    message: result.message,
    field: "field" in result ? result.field : undefined,
    values: typed,
  };
  return data(answer, { status: result.status, headers: retryAfterHeaders(result) });
}

export const headers = actionRetryAfter;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, {
    title: loaderData?.page.title ?? "Book a Call",
    description: loaderData?.page.intro ?? "",
    path: "/book",
  });
}

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { settings } = useSiteData();
  const booked = loaderData.mode === "picker" && actionData && "ok" in actionData && actionData.ok;
  return (
    <PageMain>
      <PageHero eyebrow={page.title} title={page.headline} intro={page.intro} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        {loaderData.mode === "types" ? (
          <TypeList types={loaderData.types} />
        ) : loaderData.mode === "picker" ? (
          booked ? (
            <div
              role="status"
              className="rounded-2xl border border-green-300 bg-green-50 p-6 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
            >
              <h2 className="text-2xl font-bold">You're booked</h2>
              <p className="mt-2">{(actionData as BookingAnswer).message}</p>
            </div>
          ) : (
            <BookingPicker
              key={loaderData.picker.start ?? "none"}
              data={loaderData.picker}
              answer={actionData && "ok" in actionData ? (actionData as BookingAnswer) : undefined}
            />
          )
        ) : loaderData.calendlyUrl ? (
          <>
            <iframe
              src={loaderData.calendlyUrl}
              title="Booking calendar"
              loading="lazy"
              className="h-[720px] w-full rounded-2xl border border-neutral-200 bg-white dark:border-neutral-800"
            />
            <p className="mt-6 text-neutral-700 dark:text-neutral-300">
              {page.fallback}{" "}
              <a
                href={loaderData.calendlyUrl}
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
