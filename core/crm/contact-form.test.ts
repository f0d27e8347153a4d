import { describe, expect, it } from "vitest";
import {
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_VALUE_MESSAGE,
  firstIssue,
  newContactSchema,
} from "./contact-form.ts";

describe("Add Contact rules", () => {
  it("requires name and email with the specification's message", () => {
    for (const input of [
      {},
      { name: "Ada" },
      { email: "ada@example.test" },
      { name: "  ", email: "a@b.co" },
    ]) {
      const result = newContactSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstIssue(result.error)).toBe(CONTACT_REQUIRED_MESSAGE);
    }
  });

  it("applies the defaults: source Website, status new, empty optional fields null", () => {
    const parsed = newContactSchema.parse({
      name: " Ada Lovelace ",
      email: "ada@example.test",
      phone: "",
      company: "  ",
      source: "",
      status: "",
      value: "",
      serviceInterest: "",
      notes: "",
    });
    expect(parsed).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.test",
      phone: null,
      company: null,
      position: null,
      source: "Website",
      status: "new",
      value: null,
      serviceInterest: null,
      projectDetails: null,
      notes: null,
    });
  });

  it("parses the deal value as a number and refuses text", () => {
    const base = { name: "A", email: "a@example.test" };
    expect(newContactSchema.parse({ ...base, value: "12,500.50" }).value).toBe(12500.5);
    expect(newContactSchema.parse({ ...base, value: 0 }).value).toBe(0);
    const bad = newContactSchema.safeParse({ ...base, value: "lots" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstIssue(bad.error)).toBe(CONTACT_VALUE_MESSAGE);
  });

  it("accepts only the listed sources, statuses and services", () => {
    const base = { name: "A", email: "a@example.test" };
    expect(newContactSchema.parse({ ...base, source: "Referral", status: "closed" })).toMatchObject({
      source: "Referral",
      status: "closed",
    });
    expect(newContactSchema.safeParse({ ...base, source: "Carrier pigeon" }).success).toBe(false);
    expect(newContactSchema.safeParse({ ...base, status: "won" }).success).toBe(false);
    expect(newContactSchema.safeParse({ ...base, serviceInterest: "Catering" }).success).toBe(false);
  });

  it("refuses a malformed email", () => {
    expect(newContactSchema.safeParse({ name: "A", email: "not-an-email" }).success).toBe(false);
  });
});
