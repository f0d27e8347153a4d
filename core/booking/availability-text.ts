import type { Availability, DateOverride, TimeRange } from "./types.ts";

/*
 * The availability form's text fields: a day's hours as "09:00-12:00, 13:00-17:00" (empty: no
 * hours), and date overrides one a line as "2026-12-24: off" or "2026-12-31: 10:00-14:00".
 * Parsing is lenient about spaces; the schema then judges the values.
 */

export const rangesToText = (ranges: TimeRange[]) => ranges.map((r) => `${r.start}-${r.end}`).join(", ");

export function textToRanges(text: string): TimeRange[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start = "", end = ""] = part.split(/\s*[-–]\s*/);
      return { start: start.padStart(5, "0"), end: end.padStart(5, "0") };
    });
}

export const overridesToText = (overrides: DateOverride[]) =>
  [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((o) => `${o.date}: ${o.ranges.length ? rangesToText(o.ranges) : "off"}`)
    .join("\n");

export function textToOverrides(text: string): DateOverride[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [date = "", rest = ""] = line.split(/:\s+|:(?=\s*off)/i);
      const hours = rest.trim();
      return { date: date.trim(), ranges: /^(off|closed)?$/i.test(hours) ? [] : textToRanges(hours) };
    });
}

/** The availability form's fields, as the schema takes them. */
export function availabilityFromForm(f: Record<string, string>): Omit<Availability, never> {
  return {
    weekly: Array.from({ length: 7 }, (_, d) => textToRanges(f[`day${d}`] ?? "")),
    overrides: textToOverrides(f.overrides ?? ""),
    minNoticeHours: Number(f.minNoticeHours),
    maxDaysAhead: Number(f.maxDaysAhead),
    bufferBeforeMinutes: Number(f.bufferBeforeMinutes),
    bufferAfterMinutes: Number(f.bufferAfterMinutes),
    dailyLimit: Number(f.dailyLimit),
    slotStepMinutes: Number(f.slotStepMinutes),
  };
}
