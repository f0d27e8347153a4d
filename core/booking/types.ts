/*
 * First-party booking (issue 31): meeting types and the agency's availability, as plain data.
 * Times of day are "HH:MM" in the agency's time zone; dates are "YYYY-MM-DD" in that zone.
 */

/** Every duration, buffer and step is a multiple of this; it is also the size of a reserved cell. */
export const GRID_MINUTES = 5;

export type TimeRange = { start: string; end: string };

/** Weekly hours: index 0 is Sunday, as Date#getDay. An empty list is a day without hours. */
export type WeeklyHours = TimeRange[][];

/** A date with other hours than its weekday (an empty list: a day off). */
export type DateOverride = { date: string; ranges: TimeRange[] };

export type Availability = {
  weekly: WeeklyHours;
  overrides: DateOverride[];
  /** No slot starts sooner than this many hours from now. */
  minNoticeHours: number;
  /** No slot starts more than this many days ahead. */
  maxDaysAhead: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** At most this many meetings on an agency day; 0 means no limit. */
  dailyLimit: number;
  /** Start times are this many minutes apart from the start of each range. */
  slotStepMinutes: number;
};

export const DEFAULT_AVAILABILITY: Availability = {
  weekly: [
    [],
    [{ start: "09:00", end: "17:00" }],
    [{ start: "09:00", end: "17:00" }],
    [{ start: "09:00", end: "17:00" }],
    [{ start: "09:00", end: "17:00" }],
    [{ start: "09:00", end: "17:00" }],
    [],
  ],
  overrides: [],
  minNoticeHours: 4,
  maxDaysAhead: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  dailyLimit: 6,
  slotStepMinutes: 30,
};

export const LOCATION_KINDS = ["video", "phone", "in_person"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];
export const LOCATION_LABELS: Record<LocationKind, string> = {
  video: "Video call",
  phone: "Phone call",
  in_person: "In person",
};

/** The contact form's optional fields, offered as a meeting type's questions. */
export const BOOKING_QUESTIONS = ["company", "service_needed", "budget_range", "project_win"] as const;
export type BookingQuestion = (typeof BOOKING_QUESTIONS)[number];
export const QUESTION_LABELS: Record<BookingQuestion, string> = {
  company: "Company",
  service_needed: "Service needed",
  budget_range: "Budget range",
  project_win: "What would make this call a win?",
};

export type MeetingType = {
  id: string;
  slug: string;
  name: string;
  durationMinutes: number;
  description: string;
  locationKind: LocationKind;
  /** The video link text, the phone number note; for in person, the business address is used. */
  locationText: string;
  questions: BookingQuestion[];
  active: boolean;
};

export const BOOKING_STATUSES = ["confirmed", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_MESSAGES = {
  taken: "That time was just taken, please pick another",
  notOffered: "That time is not available, please pick another",
  inactive: "This meeting type is not available for booking",
  preview: "Booking is switched off in preview mode: nothing was booked",
  duplicate: "You have already booked this time",
  failure: "Sorry, the booking could not be saved. Please try again in a moment",
  rateLimited: "Too many booking attempts from your address.",
} as const;

/** The booking page's query parameter that asks for the list of time zones (`zones=1`). */
export const ZONE_LIST_PARAM = "zones";
