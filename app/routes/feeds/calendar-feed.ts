import { feedResponse } from "#server/calendar/feed.ts";
import type { Route } from "./+types/calendar-feed";

/** /calendar/feed/<token>.ics: an admin's private iCalendar feed (a resource route, no page). */
export function loader({ params }: Route.LoaderArgs) {
  const file = params.file ?? "";
  return feedResponse(file.endsWith(".ics") ? file.slice(0, -4) : undefined);
}
