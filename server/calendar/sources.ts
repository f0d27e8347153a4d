import type { CalendarSource } from "./source.ts";
import { bookingsOnCalendar } from "./sources/bookings.ts";
import { campaigns } from "./sources/campaigns.ts";
import { followUps } from "./sources/follow-ups.ts";
import { invoiceDueDates } from "./sources/invoices.ts";
import { milestoneDueDates } from "./sources/milestones.ts";
import { projectDates } from "./sources/projects.ts";
import { taskDueDates } from "./sources/tasks.ts";

/**
 * Every kind the calendar and the feed show, one module each under ./sources/. A new kind (the
 * bookings were the last) is one more module and one more line here; nothing else reads the domain tables.
 */
export const CALENDAR_SOURCES: readonly CalendarSource[] = [
  projectDates,
  milestoneDueDates,
  taskDueDates,
  followUps,
  campaigns,
  invoiceDueDates,
  bookingsOnCalendar,
];
