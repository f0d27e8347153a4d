import { type Availability, GRID_MINUTES, type TimeRange } from "./types.ts";
import { addDays, weekdayOf, zonedDate, zonedInstant } from "./zoned.ts";

/*
 * The free start times of a meeting (issue 31 item 2). A time is offered when it lies on the grid
 * of a range of the day's hours (weekly or the date's override), respects the minimum notice and
 * the horizon, its meeting plus buffers overlaps no other booking plus its buffers, and its agency
 * day is under the daily limit. The same function decides what the page shows and what a confirm
 * accepts; the database then enforces the overlap rule (server/booking/).
 */

const MINUTE = 60_000;

export type Busy = { start: number; end: number };

export type SlotQuery = {
  availability: Availability;
  timeZone: string;
  durationMinutes: number;
  now: Date;
  /** The window asked for (instants); clipped to notice and horizon. */
  from: Date;
  to: Date;
  /** Existing meetings (unbuffered), any order. */
  bookings: { start: Date; end: Date }[];
  /** Meetings per agency day (YYYY-MM-DD), for the daily limit. */
  perDay?: Map<string, number>;
};

/** The ranges of hours of an agency date: its override if any, else its weekday's. */
export function rangesOf(availability: Availability, date: string): TimeRange[] {
  const override = availability.overrides.find((o) => o.date === date);
  const ranges = override ? override.ranges : (availability.weekly[weekdayOf(date)] ?? []);
  return [...ranges].sort((x, y) => x.start.localeCompare(y.start));
}

/** The buffered span a meeting occupies: [start - before, end + after). */
export function bufferedSpan(start: number, end: number, a: Availability): Busy {
  return { start: start - a.bufferBeforeMinutes * MINUTE, end: end + a.bufferAfterMinutes * MINUTE };
}

/** The reserved cells (their start instants) of a meeting: one per grid step of its buffered span. */
export function slotCells(start: Date, end: Date, a: Availability): Date[] {
  const span = bufferedSpan(start.getTime(), end.getTime(), a);
  const cells: Date[] = [];
  const step = GRID_MINUTES * MINUTE;
  for (let t = Math.floor(span.start / step) * step; t < span.end; t += step) cells.push(new Date(t));
  return cells;
}

function mergedBusy(q: SlotQuery): Busy[] {
  const spans = q.bookings
    .map((b) => bufferedSpan(b.start.getTime(), b.end.getTime(), q.availability))
    .sort((x, y) => x.start - y.start);
  const merged: Busy[] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

/** The earliest and latest start allowed now. */
export function bookingWindow(a: Availability, now: Date) {
  return {
    earliest: now.getTime() + a.minNoticeHours * 60 * MINUTE,
    latest: now.getTime() + a.maxDaysAhead * 24 * 60 * MINUTE,
  };
}

/** Every free start time in the window, ascending. */
export function freeSlots(q: SlotQuery): Date[] {
  const a = q.availability;
  const { earliest, latest } = bookingWindow(a, q.now);
  const from = Math.max(q.from.getTime(), earliest);
  const to = Math.min(q.to.getTime(), latest);
  if (from > to) return [];
  const duration = q.durationMinutes * MINUTE;
  const step = Math.max(GRID_MINUTES, a.slotStepMinutes) * MINUTE;
  const busy = mergedBusy(q);
  let b = 0;
  const out: Date[] = [];
  // A day's ranges may start the evening before `from` in UTC terms: begin one day early.
  const last = zonedDate(to, q.timeZone);
  for (let date = addDays(zonedDate(from, q.timeZone), -1); date <= last; date = addDays(date, 1)) {
    const limited = a.dailyLimit > 0 && (q.perDay?.get(date) ?? 0) >= a.dailyLimit;
    if (limited) continue;
    for (const range of rangesOf(a, date)) {
      const rangeStart = zonedInstant(date, range.start, q.timeZone).getTime();
      const rangeEnd =
        range.end === "24:00"
          ? zonedInstant(addDays(date, 1), "00:00", q.timeZone).getTime()
          : zonedInstant(date, range.end, q.timeZone).getTime();
      for (let t = rangeStart; t + duration <= rangeEnd; t += step) {
        if (t < from || t > to) continue;
        const span = bufferedSpan(t, t + duration, a);
        while (b < busy.length && busy[b].end <= span.start) b++;
        // Busy spans are merged and sorted; scan the few that may overlap this candidate.
        let clash = false;
        for (let i = b; i < busy.length && busy[i].start < span.end; i++) {
          if (busy[i].end > span.start) {
            clash = true;
            break;
          }
        }
        if (!clash) out.push(new Date(t));
      }
    }
  }
  // Ranges of one day are in order, but a day can overlap the next after DST: keep it sorted, unique.
  out.sort((x, y) => x.getTime() - y.getTime());
  return out.filter((d, i) => i === 0 || d.getTime() !== out[i - 1].getTime());
}

/** Whether `start` is one of the free start times (a confirm's check, same rule as the page). */
export function isFreeSlot(q: Omit<SlotQuery, "from" | "to">, start: Date): boolean {
  const slots = freeSlots({ ...q, from: start, to: start });
  return slots.length === 1 && slots[0].getTime() === start.getTime();
}
