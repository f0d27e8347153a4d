import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { CalendarInvite } from "../db/schema.ts";
import { getEnv } from "../env.ts";

/*
 * The iCalendar invitation of a booking (RFC 5546) through ical-generator: METHOD:REQUEST for a
 * new or moved meeting, METHOD:CANCEL when it is called off. The UID is the booking's and never
 * changes; SEQUENCE rises with every change, so calendar apps update the one event they have.
 */

export type InviteBooking = {
  id: string;
  sequence: number;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  attendee: { name: string; email: string };
  organizer: { name: string; email: string };
};

export const bookingUid = (id: string) => `booking-${id}@${new URL(getEnv().BASE_URL).hostname}`;

export function bookingInvite(b: InviteBooking, method: "REQUEST" | "CANCEL"): CalendarInvite {
  const calendar = ical({
    prodId: { company: b.organizer.name || "agency", product: "booking" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: bookingUid(b.id),
    sequence: b.sequence,
    start: b.start,
    end: b.end,
    stamp: new Date(),
    summary: b.title,
    description: b.description,
    location: b.location,
    organizer: b.organizer,
    attendees: [
      {
        name: b.attendee.name,
        email: b.attendee.email,
        rsvp: method === "REQUEST",
        role: ICalAttendeeRole.REQ,
        status: method === "CANCEL" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
      },
    ],
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    method,
    content: calendar.toString(),
    filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
  };
}
