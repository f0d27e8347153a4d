import { expect, it } from "vitest";
import { SETTINGS_DEFAULTS } from "../core/settings-defaults.ts";
import { useTestDatabase } from "../tests/support/test-database.ts";
import { getDb } from "./db/client.ts";
import { appSettings } from "./db/schema.ts";
import { getPublicSettings, getSettings } from "./settings.ts";

useTestDatabase();

it("gives the defaults when nothing was saved", async () => {
  expect(await getSettings(["contactEmail", "enableBlog"])).toEqual({
    contactEmail: SETTINGS_DEFAULTS.contactEmail,
    enableBlog: true,
  });
});

it("reads saved values, with booleans stored as true/false or the text 'true'", async () => {
  await getDb()
    .insert(appSettings)
    .values([
      { key: "contactPhone", value: "(972) 555-0100" },
      { key: "maintenanceMode", value: "true" },
      { key: "enableNewsletter", value: false },
      { key: "businessAddress", value: "" },
    ]);
  expect(
    await getSettings(["contactPhone", "maintenanceMode", "enableNewsletter", "businessAddress"]),
  ).toEqual({
    contactPhone: "(972) 555-0100",
    maintenanceMode: true,
    enableNewsletter: false,
    businessAddress: SETTINGS_DEFAULTS.businessAddress,
  });
});

it("never hands out secrets as public settings", async () => {
  await getDb()
    .insert(appSettings)
    .values([
      { key: "sendgridKey", value: "SG.secret" },
      { key: "smtpPassword", value: "smtp-secret" },
    ]);
  const settings = await getPublicSettings();
  expect(settings).not.toHaveProperty("sendgridKey");
  expect(settings).not.toHaveProperty("smtpPassword");
  expect(JSON.stringify(settings)).not.toMatch(/SG\.secret|smtp-secret/);
  expect(settings.contactPhone).toBe("(972) 555-0100");
  expect(settings.calendlyUrl).toBe(SETTINGS_DEFAULTS.calendlyUrl);
});
