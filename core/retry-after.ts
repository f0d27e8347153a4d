import { countOf } from "./plural.ts";

/**
 * How long a refused visitor waits (issue 35 item 4): the whole seconds a `Retry-After` header
 * carries (RFC 9110 §10.2.3), at least 1, from a wait in milliseconds.
 */
export function retryAfterSeconds(ms: number): number {
  return Number.isFinite(ms) && ms > 1000 ? Math.ceil(ms / 1000) : 1;
}

/**
 * A wait in words, rounded up so that nobody who follows it is refused again: '30 seconds',
 * '1 minute', '4 minutes', '2 hours'. Under a minute in seconds, under two hours in minutes.
 */
export function waitInWords(seconds: number): string {
  const s = retryAfterSeconds(seconds * 1000);
  if (s < 60) return countOf(s, "second");
  if (s < 2 * 3600) return countOf(Math.ceil(s / 60), "minute");
  return countOf(Math.ceil(s / 3600), "hour");
}

/** 'Try again in 4 minutes.' */
export function tryAgainIn(seconds: number): string {
  return `Try again in ${waitInWords(seconds)}.`;
}

/** The seconds a Retry-After header says, or null for a date, nothing or nonsense. */
export function parseRetryAfter(value: string | null | undefined): number | null {
  if (!value || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}
