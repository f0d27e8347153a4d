import { describe, expect, it } from "vitest";
import { CALENDAR_KINDS } from "./calendar-item.ts";
import {
  calendarHref,
  daysOf,
  moveFocus,
  parseCalendarQuery,
  periodTitle,
  stepDate,
  toggleKind,
  viewRange,
} from "./view.ts";

const q = (s: string) => parseCalendarQuery(new URLSearchParams(s), "2026-11-27");

describe("the calendar's URL", () => {
  it("defaults to this month, every kind, and refuses days that do not exist", () => {
    expect(q("")).toEqual({ view: "month", date: "2026-11-27", kinds: [...CALENDAR_KINDS] });
    expect(q("view=year&date=2026-02-30").date).toBe("2026-11-27");
    expect(q("view=year").view).toBe("month");
    expect(q("view=week&date=2026-03-04").view).toBe("week");
    expect(q("kinds=task,nonsense,invoice-due").kinds).toEqual(["task", "invoice-due"]);
    expect(q("kinds=").kinds).toEqual([]);
  });

  it("writes kinds only when some are hidden, and toggles one", () => {
    const all = q("view=week&date=2026-11-02");
    expect(calendarHref(all)).toBe("/admin/calendar?view=week&date=2026-11-02");
    const noTasks = toggleKind(all, "task");
    expect(noTasks.kinds).not.toContain("task");
    expect(calendarHref(noTasks)).toContain("kinds=project-start%2Cproject-end%2Cmilestone%2Cfollow-up");
    expect(toggleKind(noTasks, "task").kinds).toEqual([...CALENDAR_KINDS]);
  });
});

describe("the days a view covers", () => {
  it("a month is whole weeks from Sunday to Saturday around it", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(viewRange("month", "2026-11-15")).toEqual({ from: "2026-11-01", to: "2026-12-05" });
    // February 2026: Sunday 1st to Saturday 28th, exactly four weeks.
    expect(daysOf(viewRange("month", "2026-02-10"))).toHaveLength(28);
    expect(daysOf(viewRange("month", "2026-08-10")).length % 7).toBe(0);
  });

  it("a week is Sunday to Saturday; the agenda 30 days from its date", () => {
    expect(viewRange("week", "2026-11-27")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(viewRange("agenda", "2026-11-27")).toEqual({ from: "2026-11-27", to: "2026-12-26" });
  });

  it("previous and next step a month, a week or 30 days, across years", () => {
    expect(stepDate("month", "2026-12-31", 1)).toBe("2027-01-01");
    expect(stepDate("month", "2026-03-31", -1)).toBe("2026-02-01");
    expect(stepDate("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(stepDate("agenda", "2026-11-27", -1)).toBe("2026-10-28");
  });

  it("names the period", () => {
    expect(periodTitle("month", "2026-11-27")).toBe("November 2026");
    expect(periodTitle("week", "2026-11-27")).toBe("Nov 22 – Nov 28, 2026");
  });
});

describe("keyboard moves in the grid", () => {
  it("arrows move a day or a week, Home and End to the week's ends", () => {
    expect(moveFocus("2026-11-30", "ArrowRight")).toBe("2026-12-01");
    expect(moveFocus("2026-11-01", "ArrowLeft")).toBe("2026-10-31");
    expect(moveFocus("2026-11-27", "ArrowUp")).toBe("2026-11-20");
    expect(moveFocus("2026-11-27", "ArrowDown")).toBe("2026-12-04");
    expect(moveFocus("2026-11-27", "Home")).toBe("2026-11-22");
    expect(moveFocus("2026-11-27", "End")).toBe("2026-11-28");
    expect(moveFocus("2026-11-27", "a")).toBeNull();
  });
});
