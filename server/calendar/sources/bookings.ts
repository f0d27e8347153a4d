import { instantWindow, itemDay } from "../../../core/calendar/rules.ts";
import { bookingCalendarItems } from "../../booking/calendar-source.ts";
import { type CalendarSource, wants } from "../source.ts";

/** Booked calls at their minute (the booking issue's own reader), on the agency's day they start. */
export const bookingsOnCalendar: CalendarSource = async (range, ctx) => {
  if (!wants(ctx, "booking")) return [];
  const { after, before } = instantWindow(range.from, range.to);
  const items = await bookingCalendarItems(after, before, ctx.db);
  return items.filter((item) => {
    const day = itemDay(item, ctx.timeZone);
    return day >= range.from && day <= range.to;
  });
};
