import { describe, expect, it } from "vitest";
import {
  DUE_BEFORE_START_NOTICE,
  dueDateNotice,
  INVALID_DATE_MESSAGE,
  isFoldedOnBoard,
  isOverdue,
  isProjectOverdue,
  isProjectStatus,
  milestoneFormSchema,
  milestoneProgress,
  nextMilestone,
  TITLE_REQUIRED_MESSAGE,
  TITLE_TOO_LONG_MESSAGE,
  taskFormSchema,
  unknownStatusMessage,
} from "./work.ts";

describe("overdue in the agency's days", () => {
  it("is overdue only after the due day, and never when done", () => {
    expect(isOverdue("2026-03-01", false, "2026-03-02")).toBe(true);
    expect(isOverdue("2026-03-01", false, "2026-03-01")).toBe(false);
    expect(isOverdue("2026-03-01", true, "2026-03-02")).toBe(false);
    expect(isOverdue(null, false, "2026-03-02")).toBe(false);
  });

  it("marks a project overdue when its end date passed and it is not completed", () => {
    expect(isProjectOverdue("2026-01-31", "in_progress", "2026-02-01")).toBe(true);
    expect(isProjectOverdue("2026-01-31", "completed", "2026-02-01")).toBe(false);
    expect(isProjectOverdue("2026-01-31", "on_hold", "2026-01-31")).toBe(false);
  });
});

describe("progress and next milestone", () => {
  it("is done milestones over all, null without milestones", () => {
    expect(milestoneProgress([])).toEqual({ done: 0, total: 0, percent: null });
    expect(milestoneProgress([{ done: true }, { done: false }, { done: false }])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
  });

  it("takes the earliest open milestone, undated ones last", () => {
    const list = [
      { id: "a", done: true, dueDate: "2026-01-01", position: 0 },
      { id: "b", done: false, dueDate: null, position: 1 },
      { id: "c", done: false, dueDate: "2026-05-01", position: 2 },
      { id: "d", done: false, dueDate: "2026-04-01", position: 3 },
    ];
    expect(nextMilestone(list)?.id).toBe("d");
    expect(nextMilestone([list[0]])).toBeNull();
  });
});

describe("task and milestone forms", () => {
  it("refuses an empty or 1,000-character title with a message", () => {
    const empty = taskFormSchema.safeParse({ title: "   " });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0].message).toBe(TITLE_REQUIRED_MESSAGE);
    const long = milestoneFormSchema.safeParse({ title: "x".repeat(1000) });
    expect(long.error?.issues[0].message).toBe(TITLE_TOO_LONG_MESSAGE);
  });

  it("refuses 2026-02-30 and accepts 2028-02-29 or no date", () => {
    expect(taskFormSchema.safeParse({ title: "T", dueDate: "2026-02-30" }).error?.issues[0].message).toBe(
      INVALID_DATE_MESSAGE,
    );
    expect(taskFormSchema.parse({ title: "T", dueDate: "2028-02-29" }).dueDate).toBe("2028-02-29");
    expect(taskFormSchema.parse({ title: " T ", dueDate: "" })).toEqual({
      title: "T",
      description: null,
      assigneeId: null,
      dueDate: null,
    });
  });

  it("says, without refusing, that a due date is before the project's start", () => {
    expect(dueDateNotice("2026-01-01", "2026-02-01")).toBe(DUE_BEFORE_START_NOTICE);
    expect(dueDateNotice("2026-03-01", "2026-02-01")).toBeNull();
    expect(dueDateNotice("2026-01-01", null)).toBeNull();
  });
});

describe("statuses and folding", () => {
  it("knows the five statuses and names an unknown one", () => {
    expect(isProjectStatus("review")).toBe(true);
    expect(isProjectStatus("archived")).toBe(false);
    expect(unknownStatusMessage("archived")).toContain('"archived"');
  });

  it("folds completed projects after 90 days", () => {
    expect(isFoldedOnBoard("completed", "2026-01-01", "2026-04-01")).toBe(false);
    expect(isFoldedOnBoard("completed", "2026-01-01", "2026-04-02")).toBe(true);
    expect(isFoldedOnBoard("in_progress", "2025-01-01", "2026-04-02")).toBe(false);
  });
});
