import { describe, expect, it } from "vitest";
import {
  adminStatusTone,
  formatProjectStatus,
  matchesProjectFilter,
  PROJECT_DATE_RANGE_MESSAGE,
  PROJECT_VALUE_RANGE_MESSAGE,
  parseProjectFilter,
  projectFormInput,
  projectFormSchema,
} from "./projects.ts";

describe("project status display", () => {
  it("is upper case with underscores as spaces", () => {
    expect(formatProjectStatus("in_progress")).toBe("IN PROGRESS");
    expect(formatProjectStatus("on_hold")).toBe("ON HOLD");
    expect(formatProjectStatus("planning")).toBe("PLANNING");
  });

  it("colours the admin list: completed green, in_progress blue, anything else yellow", () => {
    expect(adminStatusTone("completed")).toBe("green");
    expect(adminStatusTone("in_progress")).toBe("blue");
    for (const s of ["planning", "review", "on_hold", "other"]) expect(adminStatusTone(s)).toBe("yellow");
  });
});

describe("the My Projects filter", () => {
  it("parses unknown values as all", () => {
    expect(parseProjectFilter("active")).toBe("active");
    expect(parseProjectFilter("nonsense")).toBe("all");
    expect(parseProjectFilter(null)).toBe("all");
  });

  it("keeps in-progress projects for Active and completed ones for Completed", () => {
    expect(matchesProjectFilter("in_progress", "active")).toBe(true);
    expect(matchesProjectFilter("planning", "active")).toBe(false);
    expect(matchesProjectFilter("completed", "completed")).toBe(true);
    expect(matchesProjectFilter("review", "completed")).toBe(false);
    expect(matchesProjectFilter("review", "all")).toBe(true);
  });
});

describe("projectFormSchema", () => {
  const base = { name: "Launch film", clientEmail: " Client@Example.TEST " };

  it("normalises the client e-mail and leaves an empty value as TBD (undefined)", () => {
    const parsed = projectFormSchema.parse({ ...base, value: "" });
    expect(parsed).toMatchObject({
      clientEmail: "client@example.test",
      value: undefined,
      status: "planning",
    });
  });

  it("accepts a value written with a dollar sign and thousands separators", () => {
    expect(projectFormSchema.parse({ ...base, value: "$12,000.50" }).value).toBe("12000.50");
  });

  it("refuses a non-numeric value, a bad status and an end before the start", () => {
    expect(projectFormSchema.safeParse({ ...base, value: "lots" }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...base, status: "done" }).success).toBe(false);
    const dates = projectFormSchema.safeParse({ ...base, startDate: "2026-05-02", endDate: "2026-05-01" });
    expect(dates.error?.issues[0].message).toBe("The end date cannot be before the start date");
  });

  it("needs a name and a valid client e-mail", () => {
    expect(projectFormSchema.safeParse({ ...base, name: " " }).error?.issues[0].message).toBe(
      "Please enter a project name",
    );
    expect(projectFormSchema.safeParse({ ...base, clientEmail: "nope" }).success).toBe(false);
  });

  it("reads the form, with the invitation checkbox", () => {
    const form = new FormData();
    form.set("name", "X");
    form.set("clientEmail", "a@b.test");
    form.set("sendInvitation", "on");
    expect(projectFormInput(form)).toMatchObject({ name: "X", sendInvitation: true, status: undefined });
  });
});

describe("project form bounds", () => {
  const base = { name: "Launch film", clientEmail: "client@example.test" };

  it("refuses dates outside 2000-2100 with a clear message", () => {
    for (const startDate of ["0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01"]) {
      const result = projectFormSchema.safeParse({ ...base, startDate });
      expect(result.success, startDate).toBe(false);
      if (!result.success) expect(result.error.issues[0].message).toBe(PROJECT_DATE_RANGE_MESSAGE);
    }
    expect(
      projectFormSchema.safeParse({ ...base, startDate: "2026-01-05", endDate: "2100-12-31" }).success,
    ).toBe(true);
  });

  it("refuses a day that is not on the calendar instead of rolling it over", () => {
    for (const endDate of ["2026-02-30", "2025-02-29", "2026-04-31", "2026-13-01"]) {
      const result = projectFormSchema.safeParse({ ...base, startDate: "2026-01-05", endDate });
      expect(result.success, endDate).toBe(false);
      if (!result.success) expect(result.error.issues[0].message).toBe("Please enter a valid date");
    }
    expect(projectFormSchema.safeParse({ ...base, startDate: "2028-02-29" }).success).toBe(true);
  });

  it("refuses a value above 10,000,000", () => {
    expect(projectFormSchema.parse({ ...base, value: "$10,000,000" }).value).toBe("10000000");
    const result = projectFormSchema.safeParse({ ...base, value: "999999999999" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe(PROJECT_VALUE_RANGE_MESSAGE);
  });
});
