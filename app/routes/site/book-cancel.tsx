import { data } from "react-router";
import { BookingLinkProblem, BookingSummary } from "#app/components/site/booking/booking-link.tsx";
import { Form } from "#app/components/site/links.tsx";
import { PageHero, PageMain } from "#app/components/site/page-hero.tsx";
import { PlainButton, PlainNotice, PlainTextareaField } from "#app/components/ui/plain.tsx";
import { routeComponent } from "#app/lib/route-component.ts";
import { bookingByLink, cancelByLink, linkMessage } from "#server/booking/manage.ts";
import { readRequestBody } from "../../lib/request-body.ts";
import type { Route } from "./+types/book-cancel";

/* /book/cancel/:token: the cancel link of a booking's mails, with an optional reason. */

export async function loader({ params }: Route.LoaderArgs) {
  const state = await bookingByLink(params.token, "cancel");
  if (state.state !== "ok") return { ok: false as const, message: linkMessage(state) };
  const { booking, type } = state;
  return {
    ok: true as const,
    summary: {
      typeName: type.name,
      start: booking.startAt.toISOString(),
      timeZone: booking.timeZone,
      name: booking.name,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const body = await readRequestBody(request);
  const result = await cancelByLink(params.token, body.reason);
  if (result.ok) return { ok: true, message: result.message };
  return data({ ok: false, message: result.message }, { status: result.status });
}

export function meta() {
  return [{ title: "Cancel your booking" }, { name: "robots", content: "noindex" }];
}

function BookCancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageMain>
      <PageHero eyebrow="Booking" title="Cancel your call" intro="" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 sm:px-6">
        {actionData?.ok ? (
          <PlainNotice tone="success">{actionData.message}</PlainNotice>
        ) : !loaderData.ok ? (
          <BookingLinkProblem message={loaderData.message} />
        ) : (
          <>
            <BookingSummary {...loaderData.summary} />
            {actionData && !actionData.ok && <PlainNotice tone="error">{actionData.message}</PlainNotice>}
            <Form method="post" className="flex flex-col gap-4">
              <PlainTextareaField label="Reason (optional)" name="reason" rows={3} maxLength={2000} />
              <PlainButton type="submit" variant="danger" className="self-start">
                Cancel the call
              </PlainButton>
            </Form>
          </>
        )}
      </div>
    </PageMain>
  );
}

export default routeComponent(BookCancel);
