import { expect, it } from "vitest";
import { addDays, isCalendarDay, weekdayOf } from "./calendar-day.ts";

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

it("adds calendar days across months, years and the clock changes, forward and back", () => {
  expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  expect(addDays("2026-11-01", -1)).toBe("2026-10-31");
  expect(addDays("2026-03-01", -30)).toBe("2026-01-30");
  expect(addDays("2026-06-15", 0)).toBe("2026-06-15");
  expect(weekdayOf("2026-11-28")).toBe(6);
  expect(weekdayOf("2026-11-29")).toBe(0);
});
