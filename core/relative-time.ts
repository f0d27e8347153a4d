import { countOf } from "./plural.ts";

const MINUTE = 60 * 1000;

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Nov 22, 2026' (UTC, so the server and the browser print the same text). */
export function formatDate(date: Date | string): string {
  return shortDate.format(new Date(date));
}

const plural = (n: number, unit: string) => `${countOf(n, unit)} ago`;

/**
 * Relative time (001 section 9): under 1 minute 'Just now', then minutes, hours up to 24,
 * days up to 7, then a date.
 */
export function relativeTime(date: Date | string, now: Date): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  const minutes = Math.floor(elapsed / MINUTE);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return plural(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, "hour");
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, "day");
  return formatDate(date);
}
