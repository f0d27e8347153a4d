import { LOCATION_LABELS, type MeetingType, QUESTION_LABELS } from "../../core/booking/types.ts";
import { formatInZone } from "../../core/booking/zoned.ts";
import { budgetLabel, serviceLabel } from "../../core/contact-form.ts";
import { agencyTimeZone, getAgencyMailSettings } from "../agency-settings.ts";
import type { Db } from "../db/client.ts";
import type { bookings } from "../db/schema.ts";
import { getEnv } from "../env.ts";
import { type MailBlock, transactionalMail } from "../mail/compose.ts";
import { queueMail } from "../mail/outbox.ts";
import { getSettings } from "../settings.ts";
import { bookingInvite } from "./invite.ts";
import { bookingLinks } from "./links.ts";

/*
 * The booking's mails, through the outbox (issue 31 item 5): to the visitor in their own time
 * zone with the location and an invitation, to the agency with the answers. Every mail carries
 * the signed cancel and reschedule links; a cancel sends METHOD:CANCEL, a move a higher SEQUENCE.
 */

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEvent = "confirmed" | "reminder" | "rescheduled" | "cancelled";

const SUBJECTS: Record<BookingEvent, (title: string) => string> = {
  confirmed: (t) => `Confirmed: ${t}`,
  reminder: (t) => `Reminder: ${t} tomorrow`,
  rescheduled: (t) => `Moved: ${t}`,
  cancelled: (t) => `Cancelled: ${t}`,
};

export function locationText(type: MeetingType, businessAddress: string) {
  if (type.locationKind === "in_person")
    return `In person: ${businessAddress.replace(/\s*\n\s*/g, ", ") || type.locationText}`;
  const label = LOCATION_LABELS[type.locationKind];
  return type.locationText ? `${label}: ${type.locationText}` : label;
}

function answerRows(b: BookingRow): [string, string][] {
  return Object.entries(b.answers).map(([k, v]) => {
    const label = QUESTION_LABELS[k as keyof typeof QUESTION_LABELS] ?? k;
    const value =
      k === "budget_range" ? budgetLabel(v) : k === "service_needed" ? serviceLabel(v) : String(v);
    return [label, value];
  });
}

/** Queues the visitor's and the agency's mail of an event (inside the caller's transaction). */
export async function queueBookingMails(
  tx: Db,
  event: BookingEvent,
  b: BookingRow,
  type: MeetingType,
  extra?: { reason?: string; by?: string },
) {
  const settings = await getSettings(["siteName", "businessAddress"], tx);
  const agency = await getAgencyMailSettings(tx);
  const zone = await agencyTimeZone(tx);
  const title = `${type.name} with ${settings.siteName}`;
  const where = locationText(type, settings.businessAddress);
  const links = bookingLinks(b);
  const method = event === "cancelled" ? "CANCEL" : "REQUEST";
  const invite = bookingInvite(
    {
      id: b.id,
      sequence: b.sequence,
      start: b.startAt,
      end: b.endAt,
      title,
      description:
        `${type.description}\n\nTo cancel: ${links.cancel}\nTo reschedule: ${links.reschedule}`.trim(),
      location: where,
      attendee: { name: b.name, email: b.email },
      organizer: { name: settings.siteName, email: agency.contactEmail },
    },
    method,
  );
  const attachment = {
    filename: invite.filename ?? "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(invite.content).toString("base64"),
  };
  const intro: Record<BookingEvent, string> = {
    confirmed: `Your ${type.name} is booked. We look forward to talking with you.`,
    reminder: `A reminder: your ${type.name} is in about 24 hours.`,
    rescheduled: `Your ${type.name} has moved to a new time.`,
    cancelled: `Your ${type.name} has been cancelled.${extra?.reason ? `\nMessage: ${extra.reason}` : ""}`,
  };
  const manage: MailBlock[] =
    event === "cancelled"
      ? [{ button: "Book another time", url: `${getEnv().BASE_URL}/book` }]
      : [{ button: "Reschedule", url: links.reschedule }, `Can't make it? Cancel here: ${links.cancel}`];
  const visitor = await transactionalMail(
    {
      kind: `booking-${event}`,
      to: b.email,
      subject: SUBJECTS[event](title),
      preheader: formatInZone(b.startAt, b.timeZone),
      body: [
        `Hello ${b.name},`,
        intro[event],
        {
          rows: [
            ["When", formatInZone(b.startAt, b.timeZone)],
            ["Time zone", b.timeZone],
            ["Duration", `${type.durationMinutes} minutes`],
            ["Where", where],
          ],
        },
        ...manage,
      ],
      reason: "You receive this because you booked a call on our website.",
      attachments: [attachment],
      calendarInvite: invite,
    },
    tx,
  );
  await queueMail(tx, visitor);
  if (event === "reminder") return;
  const agencyMail = await transactionalMail(
    {
      kind: `booking-${event}-agency`,
      to: agency.notificationEmail,
      subject: `${SUBJECTS[event](type.name)}: ${b.name}`.slice(0, 200),
      body: [
        `${b.name} <${b.email}>: ${type.name}, ${event}${extra?.by ? ` by ${extra.by}` : ""}.`,
        {
          rows: [
            ["When", formatInZone(b.startAt, zone)],
            ["Visitor's time", formatInZone(b.startAt, b.timeZone)],
            ["Where", where],
            ["Name", b.name],
            ["Email", b.email],
            ...answerRows(b),
            ...(extra?.reason ? ([["Reason", extra.reason]] as [string, string][]) : []),
          ],
        },
        { button: "Open the bookings", url: `${getEnv().BASE_URL}/admin/bookings` },
      ],
      reason: "You receive this because bookings notify this address (Settings › Notifications).",
      headers: { "Reply-To": b.email },
      attachments: [attachment],
      calendarInvite: invite,
    },
    tx,
  );
  await queueMail(tx, agencyMail);
}
