import { TZDate } from "@date-fns/tz";

/* Wall-clock dates and times in a named time zone, through @date-fns/tz (DST-aware). */

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant of a wall-clock time on a date in `zone`; a time skipped by DST moves forward. */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime());
}

/** The date (YYYY-MM-DD) of an instant in `zone`. */
export function zonedDate(instant: Date | number, zone: string): string {
  const z = new TZDate(typeof instant === "number" ? instant : instant.getTime(), zone);
  return `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`;
}

/** The wall-clock time (HH:MM) of an instant in `zone`. */
export function zonedTime(instant: Date | number, zone: string): string {
  const z = new TZDate(typeof instant === "number" ? instant : instant.getTime(), zone);
  return `${pad(z.getHours())}:${pad(z.getMinutes())}`;
}

export { addDays, weekdayOf } from "../calendar-day.ts";

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "Tue, Dec 1, 2026, 9:30 AM CST": an instant for a person in `zone`. */
export function formatInZone(instant: Date | string, zone: string, withZone = true): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(new Date(instant));
}

export function formatTimeInZone(instant: Date | string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(
    new Date(instant),
  );
}
