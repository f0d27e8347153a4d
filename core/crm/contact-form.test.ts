import { describe, expect, it } from "vitest";
import {
  CONTACT_DATE_MESSAGE,
  CONTACT_REQUIRED_MESSAGE,
  CONTACT_VALUE_MESSAGE,
  contactEditSchema,
  firstIssue,
  newContactSchema,
  TAGS_MESSAGE,
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

describe("Edit Contact rules", () => {
  const valid = { name: "Ada", email: "ada@example.test" };

  it("shares Add Contact's checks", () => {
    const missing = contactEditSchema.safeParse({ name: "Ada" });
    expect(missing.success || firstIssue(missing.error)).toBe(CONTACT_REQUIRED_MESSAGE);
    const value = contactEditSchema.safeParse({ ...valid, value: "-5" });
    expect(value.success || firstIssue(value.error)).toBe(CONTACT_VALUE_MESSAGE);
  });

  it("reads follow-up dates as calendar days and refuses absurd ones", () => {
    const parsed = contactEditSchema.parse({ ...valid, lastContact: "2026-11-20", nextFollowUp: "" });
    expect(parsed.lastContact?.toISOString()).toBe("2026-11-20T00:00:00.000Z");
    expect(parsed.nextFollowUp).toBeNull();
    for (const day of ["0001-01-01", "9999-12-31", "2026-02-30", "soon"]) {
      const r = contactEditSchema.safeParse({ ...valid, nextFollowUp: day });
      expect(r.success || firstIssue(r.error)).toBe(CONTACT_DATE_MESSAGE);
    }
  });

  it("keeps a source outside Add Contact's list (briefs from the contact form)", () => {
    expect(contactEditSchema.parse({ ...valid, source: "Website Contact Form" }).source).toBe(
      "Website Contact Form",
    );
    expect(newContactSchema.safeParse({ ...valid, source: "Website Contact Form" }).success).toBe(false);
  });

  it("reads tags from one comma-separated line, dropping blanks and repeats", () => {
    expect(contactEditSchema.parse({ ...valid, tags: " vip, film ,, vip" }).tags).toEqual(["vip", "film"]);
    const many = contactEditSchema.safeParse({
      ...valid,
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(","),
    });
    expect(many.success || firstIssue(many.error)).toBe(TAGS_MESSAGE);
  });
});
