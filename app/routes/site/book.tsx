import { Suspense, use } from "react";
import { data } from "react-router";
import { type BookingAnswer, BookingPicker, TypeList } from "#app/components/site/booking/booking-picker.tsx";
import type { CallRequestAnswer } from "#app/components/site/call-request-form.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { siteMeta } from "#app/components/site/seo.ts";
import { loadOnce } from "#app/lib/load-once.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { bookPage } from "#core/content/about.ts";
import { confirmBooking } from "#server/booking/confirm.ts";
import { bookableTypes, pickerData, shownType } from "#server/booking/page.ts";
import { submitCallRequest } from "#server/contact.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { actionRetryAfter, retryAfterHeaders } from "#server/http/retry-after.ts";
import { getSettings } from "#server/settings.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/book";

/*
 * Without an active meeting type the page shows the Calendly frame or the call request form: their
 * code is fetched only then, so the picker's visitors do not download it in their first 5 s. The
 * loader awaits it, so the server renders it at once (and without scripts the form still works).
 */
const loadBookingOff = loadOnce(() => import("#app/components/site/booking/booking-off.tsx"));

function BookingOffPart(props: { calendlyUrl: string; fallback: string; answer?: CallRequestAnswer }) {
  const { BookingOff } = use(loadBookingOff());
  return <BookingOff {...props} />;
}

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
    if (!type) return { mode: "types" as const, page: bookPage, types: types.map(shownType) };
    const picker = await pickerData(
      type,
      new URL(request.url).searchParams,
      context.get(clientAddressContext),
    );
    return { mode: "picker" as const, page: bookPage, picker };
  }
  if (slug) throw data("Not found", { status: 404 });
  const [{ calendlyUrl }] = await Promise.all([getSettings(["calendlyUrl"]), loadBookingOff()]);
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

function Book({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
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
        ) : (
          <Suspense fallback={null}>
            <BookingOffPart
              calendlyUrl={loaderData.calendlyUrl}
              fallback={page.fallback}
              answer={actionData as CallRequestAnswer | undefined}
            />
          </Suspense>
        )}
      </div>
    </PageMain>
  );
}

export default routeComponent(Book);
