import { data } from "react-router";
import { CalendarScreen } from "#app/components/admin/calendar/calendar-screen.tsx";
import { AdminErrorView } from "#app/components/admin/error-view.tsx";
import { PageHeader } from "#app/components/admin/page-header.tsx";
import { useLiveRevalidation } from "#app/hooks/use-live-revalidation.ts";
import { loadOrFail } from "#app/lib/admin-route.server.ts";
import { routeComponent } from "#app/lib/route-component.ts";
import { CALENDAR_LIVE_TABLES } from "#core/calendar/calendar-item.ts";
import { intentOf } from "#server/action-result.ts";
import { handleFeedIntent } from "#server/calendar/feed-actions.ts";
import { calendarPage } from "#server/calendar/page.ts";
import { readForm } from "#server/http/read-form.ts";
import { userContext } from "#server/user-context.ts";
import type { Route } from "./+types/calendar";

export function meta() {
  return [{ title: "Calendar | Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrFail("calendar", "Failed to load the calendar", () =>
    calendarPage(context.get(userContext), new URL(request.url).searchParams),
  );
}

/** The feed URL's writes: renew (or make) and revoke. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { body, status } = await handleFeedIntent(context.get(userContext), intentOf(form));
  return data(body, { status });
}

function Calendar({ loaderData }: Route.ComponentProps) {
  // Whatever is dated elsewhere (a task's due date, a campaign scheduled, an invoice paid, a call
  // booked on /book) shows here.
  useLiveRevalidation(CALENDAR_LIVE_TABLES);
  return (
    <div>
      <PageHeader
        title="Calendar"
        description="Project dates, milestones, tasks, follow-ups, campaigns and invoice due dates, each linked to its record."
      />
      <CalendarScreen data={loaderData} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} fallback="Failed to load the calendar" />;
}

export default routeComponent(Calendar);
