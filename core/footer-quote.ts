/**
 * Which footer quote shows (000 sections 4 and 9): the day of the year modulo 15 picks the daily
 * quote; the day is cut into 3 slots of 8 hours, and each slot moves one quote further.
 */
export const QUOTE_COUNT = 15;
export const QUOTE_SLOTS = 3;
export const QUOTE_ROTATION_MS = 28_800_000;
export const QUOTE_FADE_MS = 300;

const DAY_MS = 86_400_000;

/** 1 on January 1st, in the visitor's local calendar. */
export function dayOfYear(now: Date): number {
  const startOfYear = new Date(now.getFullYear(), 0, 1);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // Math.round absorbs the hour lost or gained at a daylight-saving change.
  return Math.round((today.getTime() - startOfYear.getTime()) / DAY_MS) + 1;
}

/** 0, 1 or 2: which 8-hour part of the local day it is. */
export function quoteSlot(now: Date): number {
  const msIntoDay = now.getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return Math.min(QUOTE_SLOTS - 1, Math.floor(msIntoDay / QUOTE_ROTATION_MS));
}

export function quoteIndex(now: Date, count = QUOTE_COUNT): number {
  return ((dayOfYear(now) % count) + quoteSlot(now)) % count;
}

/** Milliseconds until the next slot begins (the next 00:00, 08:00 or 16:00). */
export function msUntilNextQuote(now: Date): number {
  const slot = quoteSlot(now);
  const next =
    slot === QUOTE_SLOTS - 1
      ? new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
      : new Date(now.getFullYear(), now.getMonth(), now.getDate(), (slot + 1) * 8);
  return Math.max(1, next.getTime() - now.getTime());
}
