import { expect, it } from "vitest";
import { CAMPAIGN_MESSAGES, composeProblem, composeSchema, scheduleProblem } from "./compose.ts";

const form = (over: Record<string, unknown> = {}) => ({
  subject: "Spring news",
  content: "<p>Hello</p>",
  recipients: ["all-subscribers"],
  ...over,
});
const problem = (over: Record<string, unknown>) => {
  const parsed = composeSchema.safeParse(form(over));
  return parsed.success ? null : composeProblem(parsed.error);
};

it("refuses a schedule time PostgreSQL cannot store (a six-digit year) with its own message", () => {
  expect(problem({ scheduledFor: "+275760-09-13T00:00:00.000Z" })).toBe(CAMPAIGN_MESSAGES.badSchedule);
  expect(problem({ scheduledFor: "10000-01-01T00:00:00Z" })).toBe(CAMPAIGN_MESSAGES.badSchedule);
  expect(problem({ scheduledFor: "9999-99-99" })).toBe(CAMPAIGN_MESSAGES.badSchedule);
  expect(problem({ scheduledFor: "2099-01-01T10:00:00Z" })).toBeNull();
  const now = Date.parse("2026-11-24T09:00:00Z");
  expect(scheduleProblem(new Date("2026-11-24T08:00:00Z"), now)).toBe(CAMPAIGN_MESSAGES.pastSchedule);
  expect(scheduleProblem(new Date("2026-11-25T08:00:00Z"), now)).toBeNull();
  expect(scheduleProblem(new Date("+010000-01-01T00:00:00Z"), now)).toBe(CAMPAIGN_MESSAGES.badSchedule);
});

it("names a subject over its length instead of asking to fill in required fields", () => {
  expect(problem({ subject: "x".repeat(301) })).toBe("The subject line is at most 300 characters");
  expect(problem({ name: "x".repeat(201) })).toBe("The campaign name is at most 200 characters");
  // A missing or malformed field keeps 001 section 5's alert.
  expect(problem({ subject: undefined })).toBe(CAMPAIGN_MESSAGES.required);
  expect(problem({ recipients: "all-subscribers" })).toBe(CAMPAIGN_MESSAGES.required);
});
