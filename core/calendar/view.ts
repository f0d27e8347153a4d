import { isCalendarDay } from "../calendar-day.ts";
import { addDays } from "../revenue/range.ts";
import { CALENDAR_KINDS, type CalendarKind } from "./calendar-item.ts";

/* The admin calendar's URL (issue 30 item 4): ?view=month&date=2026-11-01&kinds=task,invoice-due.
   The date is any day inside the period shown; the range read is derived from it here, so the
   server and the browser agree on which days a view covers. */

export const CALENDAR_VIEWS = ["month", "week", "agenda"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const VIEW_LABELS: Record<CalendarView, string> = { month: "Month", week: "Week", agenda: "Agenda" };

/** A month's day shows this many items and '+N more' (a link to its week, which shows all). */
export const MONTH_DAY_ITEMS = 3;

/** The agenda lists this many days from its date. */
export const AGENDA_DAYS = 30;

export type CalendarQuery = { view: CalendarView; date: string; kinds: CalendarKind[] };
/** Inclusive days of the agency's calendar (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

export function parseCalendarQuery(params: URLSearchParams, today: string): CalendarQuery {
  const view = CALENDAR_VIEWS.find((v) => v === params.get("view")) ?? "month";
  const raw = params.get("date") ?? "";
  const date = isCalendarDay(raw) ? raw : today;
  const listed = params.get("kinds");
  const kinds =
    listed === null ? [...CALENDAR_KINDS] : CALENDAR_KINDS.filter((k) => listed.split(",").includes(k));
  return { view, date, kinds };
}

/** 0 = Sunday (weeks start on Sunday, as US calendars do). */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export const weekStart = (day: string) => addDays(day, -weekday(day));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

function addMonths(day: string, months: number): string {
  const date = new Date(`${monthStart(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The days a view shows: whole weeks around the month, one week, or the agenda's 30 days. */
export function viewRange(view: CalendarView, date: string): DayRange {
  if (view === "week") return { from: weekStart(date), to: addDays(weekStart(date), 6) };
  if (view === "agenda") return { from: date, to: addDays(date, AGENDA_DAYS - 1) };
  const first = monthStart(date);
  const last = addDays(addMonths(date, 1), -1);
  return { from: weekStart(first), to: addDays(weekStart(last), 6) };
}

/** The date of the previous (-1) or next (+1) period. */
export function stepDate(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === "month") return addMonths(date, step);
  return addDays(date, step * (view === "week" ? 7 : AGENDA_DAYS));
}

export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The calendar URL for a query; `kinds` is left out when every kind is shown. */
export function calendarHref(query: CalendarQuery): string {
  const params = new URLSearchParams({ view: query.view, date: query.date });
  if (query.kinds.length !== CALENDAR_KINDS.length) params.set("kinds", query.kinds.join(","));
  return `/admin/calendar?${params}`;
}

/** The same query with one kind switched on or off. */
export function toggleKind(query: CalendarQuery, kind: CalendarKind): CalendarQuery {
  const on = query.kinds.includes(kind);
  return { ...query, kinds: CALENDAR_KINDS.filter((k) => (k === kind ? !on : query.kinds.includes(k))) };
}

/** The heading of a period: 'November 2026', 'Nov 1 – 7, 2026', 'From Nov 1, 2026'. */
export function periodTitle(view: CalendarView, date: string): string {
  const fmt = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  if (view === "month") return fmt(date, { month: "long", year: "numeric" });
  const range = viewRange(view, date);
  const from = fmt(range.from, { month: "short", day: "numeric" });
  const to = fmt(range.to, { month: "short", day: "numeric", year: "numeric" });
  return `${from} – ${to}`;
}

/** A day's long name for headings and screen readers: 'Tuesday, November 3, 2026'. */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Where an arrow key moves the focused day of a grid (left/right a day, up/down a week). */
export function moveFocus(day: string, key: string): string | null {
  const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  if (key in steps) return addDays(day, steps[key]);
  if (key === "Home") return weekStart(day);
  if (key === "End") return addDays(weekStart(day), 6);
  return null;
}
