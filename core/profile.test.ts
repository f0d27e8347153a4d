import { describe, expect, it } from "vitest";
import { defaultPreferences, preferencesSchema, profileSchema } from "./profile.ts";

describe("profileSchema", () => {
  it("trims the fields and stores empty ones as null", () => {
    expect(profileSchema.parse({ fullName: " Jordan Lee ", company: "", phone: undefined })).toEqual({
      fullName: "Jordan Lee",
      company: null,
      phone: null,
    });
  });

  it("refuses a phone number with letters in it", () => {
    expect(profileSchema.safeParse({ phone: "call me" }).success).toBe(false);
    expect(profileSchema.safeParse({ phone: "+1 (555) 010-2030" }).success).toBe(true);
  });
});

describe("preferencesSchema", () => {
  it("has the defaults true, true, false", () => {
    expect(defaultPreferences).toEqual({
      email_updates: true,
      project_notifications: true,
      marketing_emails: false,
    });
  });

  it("reads switches from a form: absent means off", () => {
    expect(preferencesSchema.parse({ email_updates: "on", marketing_emails: "true" })).toEqual({
      email_updates: true,
      project_notifications: false,
      marketing_emails: true,
    });
  });
});
