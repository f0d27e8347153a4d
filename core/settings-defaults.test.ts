import { expect, it } from "vitest";
import { coerceSetting, PUBLIC_SETTING_KEYS, SETTING_KEYS, SETTINGS_DEFAULTS } from "./settings-defaults.ts";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, metaDescriptionHint } from "./settings-schema.ts";

it("has a default for every key of 001 section 3", () => {
  // 25 keys of 001 section 3; emailSendRate and emailTracking (issue 14), respectDoNotTrack
  // (issue 15), backupKeepCount and 5 SMTP server keys (issue 17), 4 billing keys (issue 16) and
  // the 3 legal page texts (issue 36), requireAdminTwoFactor (issue 35), payment instructions and
  // 3 reminder keys (issue 34).
  expect(SETTING_KEYS).toHaveLength(46);
  for (const key of SETTING_KEYS) expect(SETTINGS_DEFAULTS).toHaveProperty(key);
  expect(SETTINGS_DEFAULTS.contactEmail).toMatch(/@/);
});

it("never exposes the secret keys publicly", () => {
  expect(PUBLIC_SETTING_KEYS).not.toContain("sendgridKey");
  expect(PUBLIC_SETTING_KEYS).not.toContain("smtpPassword");
});

it("reads booleans as true/false or the text 'true'", () => {
  expect(coerceSetting("enableBlog", "true")).toBe(true);
  expect(coerceSetting("enableBlog", "false")).toBe(false);
  expect(coerceSetting("maintenanceMode", true)).toBe(true);
  expect(coerceSetting("maintenanceMode", null)).toBe(false);
});

it("falls back to the default for missing or empty text", () => {
  expect(coerceSetting("contactPhone", undefined)).toBe(SETTINGS_DEFAULTS.contactPhone);
  expect(coerceSetting("contactPhone", "  ")).toBe(SETTINGS_DEFAULTS.contactPhone);
  expect(coerceSetting("contactPhone", "(972) 555-0100")).toBe("(972) 555-0100");
});

it("keeps a saved empty calendlyUrl empty (no calendar) but gives the default when never saved", () => {
  expect(coerceSetting("calendlyUrl", "")).toBe("");
  expect(coerceSetting("calendlyUrl", undefined)).toBe(SETTINGS_DEFAULTS.calendlyUrl);
});

it("ships a meta description of the length the SEO tab asks for (001 section 5: 150-160)", () => {
  const length = SETTINGS_DEFAULTS.metaDescription.length;
  expect(length).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
  expect(length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  expect(metaDescriptionHint(SETTINGS_DEFAULTS.metaDescription)).toContain("a good length");
});
