import { data } from "react-router";
import { BookingLinkProblem, BookingSummary } from "#app/components/site/booking/booking-link.tsx";
import { type BookingAnswer, BookingPicker } from "#app/components/site/booking/booking-picker.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { PlainNotice } from "#app/components/ui/plain.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { bookingByLink, linkMessage, rescheduleByLink } from "#server/booking/manage.ts";
import { pickerData } from "#server/booking/page.ts";
import { clientAddressContext } from "#server/http/client-address.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/book-reschedule";

/* /book/reschedule/:token: the same picker; confirming moves the booking and frees the old time. */

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const state = await bookingByLink(params.token, "reschedule");
  if (state.state !== "ok") return { ok: false as const, message: linkMessage(state) };
  const { booking, type } = state;
  const query = new URL(request.url).searchParams;
  if (!query.has("tz")) query.set("tz", booking.timeZone);
  return {
    ok: true as const,
    summary: {
      typeName: type.name,
      start: booking.startAt.toISOString(),
      timeZone: booking.timeZone,
      name: booking.name,
    },
    picker: { ...(await pickerData(type, query, context.get(clientAddressContext))), timeZoneChosen: true },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const result = await rescheduleByLink(params.token, body);
  if (result.ok) return { ok: true, message: result.message } satisfies BookingAnswer;
  return data({ ok: false, message: result.message, taken: result.taken } satisfies BookingAnswer, {
    status: result.status,
  });
}

export function meta() {
  return [{ title: "Reschedule your booking" }, { name: "robots", content: "noindex" }];
}

function BookReschedule({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMain>
      <PageHero eyebrow="Booking" title="Reschedule your call" intro="" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-12 sm:px-6">
        {actionData?.ok ? (
          <PlainNotice tone="success">{actionData.message}</PlainNotice>
        ) : !loaderData.ok ? (
          <BookingLinkProblem message={loaderData.message} />
        ) : (
          <>
            <BookingSummary {...loaderData.summary} label="Now booked for" />
            <BookingPicker data={loaderData.picker} answer={actionData} mode="reschedule" />
          </>
        )}
      </div>
    </PageMain>
  );
}

export default routeComponent(BookReschedule);
