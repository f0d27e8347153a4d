import {
  DEFAULT_AVAILABILITY,
  LOCATION_LABELS,
  type MeetingType,
  QUESTION_LABELS,
  ZONE_LIST_PARAM,
} from "../../core/booking/types.ts";
import { addDays, formatTimeInZone, isTimeZone, zonedDate, zonedInstant } from "../../core/booking/zoned.ts";
import { weekdayOf } from "../../core/calendar-day.ts";
import { agencyTimeZone } from "../agency-settings.ts";
import { getDb } from "../db/client.ts";
import { getEnv } from "../env.ts";
import { rateLimitWait } from "../rate-limit.ts";
import { activeMeetingTypes, getAvailability } from "./config.ts";
import { SLOT_QUERY_RATE_LIMIT } from "./confirm.ts";
import { freeSlotsFor, horizon } from "./free-slots.ts";

/*
 * What the booking picker shows (issue 31 item 3): the month's days that have a free time and the
 * free times of the chosen day, both in the visitor's time zone (the `tz` query parameter, set
 * by the browser on first load; the agency's zone until then). Everything comes from the query
 * string, so plain links and a GET form work without scripts.
 */

/**
 * A meeting type as the public pages show it, its words worked out here: /book's code then needs
 * no booking module of its own (one request less within its first 5 s).
 */
export type ShownMeetingType = MeetingType & { summary: string };

export function shownType(type: MeetingType): ShownMeetingType {
  return { ...type, summary: `${type.durationMinutes} minutes · ${LOCATION_LABELS[type.locationKind]}` };
}

export type PickerData = {
  type: ShownMeetingType;
  questionLabels: typeof QUESTION_LABELS;
  /** The query parameter that asks for the list of time zones. */
  zoneListParam: string;
  timeZone: string;
  /** Whether tz came from the visitor (else the browser sets it once). */
  timeZoneChosen: boolean;
  agencyTimeZone: string;
  /**
   * Every time zone, when the visitor asked to change theirs (`zones=1`); otherwise null, and the
   * page offers a link that asks. A list of 418 options in every page cost /book a tenth of its
   * size and a long layout at load (bench/README.md, "/book in Lighthouse").
   */
  zones: string[] | null;
  month: string;
  weeks: (string | null)[][];
  prevMonth: string | null;
  nextMonth: string | null;
  today: string;
  freeDays: Record<string, number>;
  day: string | null;
  times: { start: string; label: string }[];
  start: string | null;
  startLabel: string | null;
  limited: string | null;
};

/** A demo type for preview mode when none is set up: slots to look at, booking refused. */
const DEMO_TYPE: MeetingType = {
  id: "00000000-0000-4000-8000-000000000000",
  slug: "discovery-call",
  name: "30-minute discovery call",
  durationMinutes: 30,
  description: "A first conversation about your project.",
  locationKind: "video",
  locationText: "",
  questions: ["company", "service_needed", "budget_range", "project_win"],
  active: true,
};

/** The types visitors may book: the active ones, or in preview mode the demo type. */
export async function bookableTypes(): Promise<MeetingType[]> {
  const types = await activeMeetingTypes();
  if (types.length === 0 && getEnv().PREVIEW_MODE) return [DEMO_TYPE];
  return types;
}

/** A month's days by week, Sunday first, padded with null: the picker's grid. */
export function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const nextMonthOf = (month: string) => addDays(`${month}-28`, 7).slice(0, 7);
const prevMonthOf = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

export async function pickerData(
  type: MeetingType,
  query: URLSearchParams,
  ip: string | null,
  now = new Date(),
): Promise<PickerData> {
  const db = getDb();
  const [availability, agencyZone] = await Promise.all([
    type.id === DEMO_TYPE.id ? DEFAULT_AVAILABILITY : getAvailability(db),
    agencyTimeZone(db),
  ]);
  const tzParam = query.get("tz") ?? "";
  const timeZone = isTimeZone(tzParam) ? tzParam : agencyZone;
  const ctx = { availability, timeZone: agencyZone, now };
  const span = horizon(ctx);
  const today = zonedDate(now, timeZone);
  const firstMonth = zonedDate(span.from, timeZone).slice(0, 7);
  const lastMonth = zonedDate(span.to, timeZone).slice(0, 7);
  const asked = query.get("month") ?? "";
  const dayParam = query.get("day") ?? "";
  let month = monthPattern.test(asked)
    ? asked
    : dayPattern.test(dayParam)
      ? dayParam.slice(0, 7)
      : firstMonth;
  if (month < firstMonth) month = firstMonth;
  if (month > lastMonth) month = lastMonth;

  const base = {
    type: shownType(type),
    questionLabels: QUESTION_LABELS,
    zoneListParam: ZONE_LIST_PARAM,
    timeZone,
    timeZoneChosen: isTimeZone(tzParam),
    agencyTimeZone: agencyZone,
    zones: query.get(ZONE_LIST_PARAM) === "1" ? Intl.supportedValuesOf("timeZone") : null,
    month,
    weeks: weeksOf(month),
    prevMonth: month > firstMonth ? prevMonthOf(month) : null,
    nextMonth: month < lastMonth ? nextMonthOf(month) : null,
    today,
  };
  const wait = await rateLimitWait(db, `booking-slots:${ip ?? "unknown"}`, SLOT_QUERY_RATE_LIMIT, now);
  if (wait > 0) {
    return {
      ...base,
      freeDays: {},
      day: null,
      times: [],
      start: null,
      startLabel: null,
      limited: "Too many requests from your address. Please wait a few minutes and reload the page.",
    };
  }
  const from = zonedInstant(`${month}-01`, "00:00", timeZone);
  const to = new Date(zonedInstant(`${nextMonthOf(month)}-01`, "00:00", timeZone).getTime() - 1);
  const slots = await freeSlotsFor(type, ctx, from, to, db);
  const freeDays: Record<string, number> = {};
  const byDay = new Map<string, Date[]>();
  for (const slot of slots) {
    const d = zonedDate(slot, timeZone);
    freeDays[d] = (freeDays[d] ?? 0) + 1;
    byDay.set(d, [...(byDay.get(d) ?? []), slot]);
  }
  const day =
    dayPattern.test(dayParam) && freeDays[dayParam] ? dayParam : (Object.keys(freeDays).sort()[0] ?? null);
  const times = (day ? (byDay.get(day) ?? []) : []).map((s) => ({
    start: s.toISOString(),
    label: formatTimeInZone(s, timeZone),
  }));
  const startParam = query.get("start");
  const chosen = times.find((t) => t.start === startParam) ?? null;
  return {
    ...base,
    freeDays,
    day,
    times,
    start: chosen?.start ?? null,
    startLabel: chosen
      ? new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full", timeStyle: "short" }).format(
          new Date(chosen.start),
        )
      : null,
    limited: null,
  };
}
