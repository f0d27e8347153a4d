import { BookingsScreen } from "#app/components/admin/booking/bookings-screen.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail } from "#app/lib/admin-route.server.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { availabilityFromForm } from "#core/booking/availability-text.ts";
import { actionFailure, actionInvalid, actionOk, intentOf } from "#server/action-result.ts";
import { type BookingTab, bookingsPage, saveAvailability, saveMeetingType } from "#server/booking/admin.ts";
import { adminCancelBooking, markNoShow } from "#server/booking/manage.ts";
import { readForm } from "#server/http/read-form.ts";
import type { SessionUser } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/bookings";

export function meta() {
  return [{ title: "Bookings | Admin" }];
}

const tabs: BookingTab[] = ["upcoming", "past", "cancelled"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = new URL(request.url).searchParams.get("tab") as BookingTab;
  return loadOrFail("bookings", "Failed to load bookings", () =>
    bookingsPage(context.get(userContext), tabs.includes(tab) ? tab : "upcoming"),
  );
}

type Fields = Record<string, string> & { questions?: string[] };

const writes: Record<string, (user: SessionUser, f: Fields) => Promise<string>> = {
  cancel: async (u, f) =>
    `Booking of ${await adminCancelBooking(u, f.id ?? "", f.message)} cancelled; they were told`,
  "no-show": async (u, f) => `${await markNoShow(u, f.id ?? "")} marked as a no-show`,
  "save-type": async (u, f) => {
    const row = await saveMeetingType(
      u,
      {
        name: f.name,
        slug: f.slug,
        durationMinutes: f.durationMinutes,
        description: f.description ?? "",
        locationKind: f.locationKind,
        locationText: f.locationText ?? "",
        questions: f.questions ?? [],
        active: f.active === "on",
      },
      f.id || undefined,
    );
    return `Meeting type '${row.name}' saved`;
  },
  "save-availability": async (u, f) => {
    await saveAvailability(u, availabilityFromForm(f));
    return "Availability saved";
  },
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = intentOf(form);
  const fields: Fields = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  fields.questions = form.getAll("questions").map(String);
  const write = writes[intent];
  if (!write) return actionInvalid(intent, "Unknown action");
  try {
    return actionOk(intent, await write(context.get(userContext), fields));
  } catch (error) {
    return actionFailure(error, intent, "The change failed. Please try again.");
  }
}

function Bookings({ loaderData }: Route.ComponentProps) {
  // A call booked, cancelled or moved by a visitor (or in another admin tab) shows without a reload.
  useLiveRevalidation(["bookings"]);
  return <BookingsScreen data={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load bookings" />;
}

export default routeComponent(Bookings);
