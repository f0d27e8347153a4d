import { expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day.ts";

it("accepts real days and refuses days that do not exist or are not YYYY-MM-DD", () => {
  for (const day of ["2026-11-24", "2024-02-29", "0001-01-01", "9999-12-31"])
    expect(isCalendarDay(day)).toBe(true);
  for (const day of [
    "2026-02-30",
    "2025-02-29",
    "2026-13-01",
    "2026-04-31",
    "0000-01-01",
    "2026-1-1",
    "",
    "2026-11-24x",
  ])
    expect(isCalendarDay(day), day).toBe(false);
});
