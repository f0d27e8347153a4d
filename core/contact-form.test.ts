import { describe, expect, it } from "vitest";
import {
  BUDGET_RANGES,
  budgetValue,
  CONTACT_MESSAGES,
  contactNotes,
  isHoneypotFilled,
  SERVICE_OPTIONS,
} from "./contact-form.ts";
import { validateContactForm } from "./contact-form-rules.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.test",
  project_details: "A launch video for our new product line.",
};

const messageFor = (input: Record<string, unknown>) => {
  const result = validateContactForm(input);
  return result.ok ? null : result.message;
};

describe("contact form validation, in the specification's order", () => {
  it("asks for the name first, even when everything else is missing too", () => {
    expect(messageFor({})).toBe("Please enter your name");
    expect(messageFor({ ...valid, name: "   " })).toBe("Please enter your name");
  });

  it("then the e-mail address: required, then the simple pattern", () => {
    expect(messageFor({ name: "Ada" })).toBe("Please enter your email address");
    expect(messageFor({ ...valid, email: "" })).toBe("Please enter your email address");
    for (const email of ["ada", "ada@example", "ada @example.test", "@example.test"]) {
      expect(messageFor({ ...valid, email })).toBe("Please enter a valid email address");
    }
  });

  it("then the project details: required, then at least 10 characters after trimming", () => {
    expect(messageFor({ name: "Ada", email: "ada@example.test" })).toBe("Please tell us about your project");
    expect(messageFor({ ...valid, project_details: "   " })).toBe("Please tell us about your project");
    expect(messageFor({ ...valid, project_details: "  too short  " })).toBe(
      "Please provide more details about your project (at least 10 characters)",
    );
    expect(messageFor({ ...valid, project_details: " 0123456789 " })).toBeNull();
  });

  it("accepts the optional fields empty, and only the listed options when given", () => {
    const result = validateContactForm({ ...valid, company: "", service_needed: "", budget_range: "" });
    expect(result).toMatchObject({ ok: true, data: { company: undefined, service_needed: undefined } });
    expect(messageFor({ ...valid, service_needed: "hacking" })).toBe("Please choose a service from the list");
    expect(messageFor({ ...valid, budget_range: "a-lot" })).toBe(
      "Please choose a budget range from the list",
    );
  });

  it("names the field of the first problem", () => {
    expect(validateContactForm({ name: "Ada", email: "x" })).toMatchObject({ ok: false, field: "email" });
  });
});

describe("contact form options and CRM values", () => {
  it("lists the specification's services and budget ranges", () => {
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual([
      "media-production",
      "marketing-strategy",
      "brand-consulting",
      "full-package",
    ]);
    expect(BUDGET_RANGES.map((o) => o.value)).toEqual([
      "under-500",
      "500-1000",
      "1000-3000",
      "3000-5000",
      "5000-10000",
      "10000-20000",
      "20000-30000",
      "30000-plus",
    ]);
  });

  it("takes the budget number from the first run of digits", () => {
    expect(budgetValue("under-500")).toBe(500);
    expect(budgetValue("1000-3000")).toBe(1000);
    expect(budgetValue("30000-plus")).toBe(30000);
    expect(budgetValue(undefined)).toBeNull();
    expect(budgetValue("")).toBeNull();
  });

  it("writes the notes as details, then the win and budget lines when given", () => {
    expect(contactNotes({ project_details: "Details here" })).toBe("Details here");
    expect(
      contactNotes({ project_details: "Details here", project_win: "More leads", budget_range: "500-1000" }),
    ).toBe("Details here\n\nWhat would make this project a win: More leads\n\nBudget Range: $500 - $1,000");
  });

  it("spots a filled honeypot", () => {
    expect(isHoneypotFilled({ honeypot_field: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ honeypot_field: "" })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it("keeps the texts of the error catalogue", () => {
    expect(CONTACT_MESSAGES.success).toBe(
      "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.",
    );
    expect(CONTACT_MESSAGES.failure).toBe(
      "Sorry, there was an error sending your message. Please try again.",
    );
  });
});
