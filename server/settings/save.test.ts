import { expect, it } from "vitest";
import { SETTING_KEYS, SETTINGS_DEFAULTS } from "../../core/settings-defaults.ts";
import { adminActor, clientActor, expectForbidden } from "../../tests/support/actors.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { ActionError } from "../admin-access.ts";
import { auditSince } from "../audit.ts";
import { getSettings } from "../settings.ts";
import {
  applyImport,
  exportSettings,
  loadAdminSettings,
  previewImport,
  readSecret,
  resetSettings,
  saveSettings,
  storedValue,
} from "./save.ts";

const { database } = useTestDatabase();
const admin = adminActor();
const form = () => ({ ...SETTINGS_DEFAULTS });

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof ActionError) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

it("saves the whole form as an upsert on key, twice without conflict, and audits the changed keys", async () => {
  const since = new Date(Date.now() - 1000);
  await saveSettings(admin, { ...form(), siteName: "Northwind Studio" });
  const { changed } = await saveSettings(admin, {
    ...form(),
    siteName: "Northwind Studio",
    enableBlog: false,
  });
  expect(changed).toEqual(["enableBlog"]);
  expect(await getSettings(["siteName", "enableBlog"])).toEqual({
    siteName: "Northwind Studio",
    enableBlog: false,
  });
  const audit = await auditSince(since);
  expect(audit.map((a) => a.action)).toEqual(["settings.save", "settings.save"]);
  expect(audit[0].details).toEqual({
    keys: ["enableBlog"],
    changes: [{ key: "enableBlog", from: true, to: false }],
  });
  expect(audit[0].actorEmail).toBe(admin.email);
});

it("audits each changed key with its old and new value, and a secret only as changed", async () => {
  const { siteName: before } = await getSettings(["siteName"]);
  const since = new Date();
  await saveSettings(admin, {
    ...(await getSettings(SETTING_KEYS)),
    siteName: "Harbor Lights Media",
    sendgridKey: "SG.very-secret-key-value-1234567890",
  });
  const [entry] = await auditSince(since);
  expect(entry.details).toEqual({
    keys: ["siteName", "sendgridKey"],
    changes: [
      { key: "siteName", from: before, to: "Harbor Lights Media" },
      { key: "sendgridKey", secret: true },
    ],
  });
  // Neither the secret nor its encrypted form is in the log.
  const logged = JSON.stringify(entry.details);
  expect(logged).not.toContain("very-secret");
  expect(Object.keys((entry.details as { changes: object[] }).changes[1])).toEqual(["key", "secret"]);
});

it("refuses bad input with the hint and writes nothing", async () => {
  expect(await refusal(() => saveSettings(admin, { ...form(), googleAnalyticsId: "UA-1234" }))).toBe(
    "Google Analytics ID must look like G-XXXXXXXXXX",
  );
  expect(await refusal(() => saveSettings(admin, { ...form(), contactEmail: "nope" }))).toBe(
    "Contact email must be a valid e-mail address",
  );
  expect(await refusal(() => saveSettings(admin, { ...form(), calendlyUrl: "javascript:alert(1)" }))).toMatch(
    /https:\/\//,
  );
  expect(await refusal(() => saveSettings(admin, { ...form(), enableBlog: "yes" }))).toMatch(/true or false/);
  expect(await refusal(() => saveSettings(admin, { ...form(), siteName: "" }))).toBe("Site name is required");
  expect(await storedValue("googleAnalyticsId")).not.toBe("UA-1234");
});

it("refuses an SMTP host that is a URL or holds a port, and a port outside 1-65535", async () => {
  expect(await refusal(() => saveSettings(admin, { ...form(), smtpHost: "smtp://mail.example.com" }))).toBe(
    "SMTP host is the server's name only, such as smtp.example.com (without smtp://)",
  );
  expect(await refusal(() => saveSettings(admin, { ...form(), smtpHost: "mail.example.com:587" }))).toBe(
    "SMTP host is the name only: enter the port in the Port field",
  );
  expect(await refusal(() => saveSettings(admin, { ...form(), smtpHost: "mail example" }))).toBe(
    "SMTP host must be a host name such as smtp.example.com",
  );
  for (const smtpPort of ["0", "65536", "58 7"])
    expect(await refusal(() => saveSettings(admin, { ...form(), smtpPort }))).toBe(
      "SMTP port must be a whole number from 1 to 65535",
    );
  expect(await refusal(() => saveSettings(admin, { ...form(), smtpSecurity: "ssl" }))).toBe(
    "Choose STARTTLS, TLS from the start or none",
  );
  expect((await getSettings(["smtpPort"])).smtpPort).toBe("587");
  await saveSettings(admin, {
    ...form(),
    smtpHost: " mail.example.com ",
    smtpPort: "465",
    smtpSecurity: "tls",
    smtpUser: "mailer",
  });
  expect(await getSettings(["smtpHost", "smtpPort", "smtpSecurity", "smtpUser"])).toEqual({
    smtpHost: "mail.example.com",
    smtpPort: "465",
    smtpSecurity: "tls",
    smtpUser: "mailer",
  });
});

it("keeps sendgridKey and smtpPassword write-only: encrypted at rest, masked, kept when left empty", async () => {
  await saveSettings(admin, { ...form(), sendgridKey: "SG.secret-key-1234", smtpPassword: "smtp-pass-5678" });
  for (const key of ["sendgridKey", "smtpPassword"] as const) {
    const stored = await storedValue(key);
    expect(stored).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/secret-key|smtp-pass/);
  }
  expect(await readSecret("sendgridKey")).toBe("SG.secret-key-1234");
  expect(await readSecret("smtpPassword")).toBe("smtp-pass-5678");
  const view = await loadAdminSettings(admin);
  expect(view.sendgridKey).toBe("");
  expect(view.smtpPassword).toBe("");
  // An API key shows its last four characters, to tell keys apart; a password shows none.
  expect(view.secretMasks).toEqual({ sendgridKey: "••••••••1234", smtpPassword: "••••••••" });
  expect(JSON.stringify(view)).not.toMatch(/secret-key|smtp-pass|5678/);
  await saveSettings(admin, { ...form(), sendgridKey: "", smtpPassword: "" });
  expect(await readSecret("sendgridKey")).toBe("SG.secret-key-1234");
  expect(await readSecret("smtpPassword")).toBe("smtp-pass-5678");
  await saveSettings(admin, form(), { clearSecrets: ["smtpPassword"] });
  expect(await readSecret("smtpPassword")).toBe("");
  expect(await readSecret("sendgridKey")).toBe("SG.secret-key-1234");
  expect((await loadAdminSettings(admin)).secretMasks.smtpPassword).toBe("");
  await saveSettings(admin, form(), { clearSecrets: ["sendgridKey"] });
  expect(await readSecret("sendgridKey")).toBe("");
});

it("exports every key but the secrets as settings_{date}.json", async () => {
  await saveSettings(admin, {
    ...form(),
    sendgridKey: "SG.another-9999",
    smtpPassword: "another-password",
    contactPhone: "(972) 555-0100",
  });
  const file = await exportSettings(admin, undefined, new Date("2026-11-23T10:00:00Z"));
  expect(file.filename).toBe("settings_2026-11-23.json");
  const body = JSON.parse(file.json);
  expect(Object.keys(body)).toEqual(SETTING_KEYS.filter((k) => k !== "sendgridKey" && k !== "smtpPassword"));
  expect(body.contactPhone).toBe("(972) 555-0100");
  expect(file.json).not.toContain("another");
});

it("validates an import: bad JSON, unknown keys and wrong types change nothing", async () => {
  const before = await getSettings(SETTING_KEYS);
  expect(await refusal(() => applyImport(admin, "{not json"))).toMatch(/not valid JSON/);
  expect(await refusal(() => applyImport(admin, "[1,2]"))).toMatch(/one JSON object/);
  expect(await refusal(() => applyImport(admin, JSON.stringify({ siteName: "X", colour: "red" })))).toBe(
    "Nothing was imported. Unknown setting: colour",
  );
  expect(await refusal(() => applyImport(admin, JSON.stringify({ enableBlog: "maybe" })))).toMatch(
    /Blog must be true or false/,
  );
  expect(await refusal(() => applyImport(admin, JSON.stringify({ sendgridKey: "SG.x" })))).toMatch(
    /Unknown setting: sendgridKey/,
  );
  expect(await refusal(() => applyImport(admin, JSON.stringify({ smtpPassword: "x" })))).toMatch(
    /Unknown setting: smtpPassword/,
  );
  expect(await refusal(() => applyImport(admin, JSON.stringify({ smtpPort: "99999" })))).toBe(
    "Nothing was imported. SMTP port must be a whole number from 1 to 65535",
  );
  expect(await getSettings(SETTING_KEYS)).toEqual(before);
});

it("shows the differences of an import, then applies them on confirmation", async () => {
  const current = await getSettings(["siteName"]);
  const file = JSON.stringify({
    siteName: "Imported Co.",
    enableNewsletter: false,
    contactPhone: current.siteName === "x" ? "" : undefined,
  });
  const changes = await previewImport(admin, file);
  expect(changes).toEqual([
    { key: "siteName", from: current.siteName, to: "Imported Co." },
    { key: "enableNewsletter", from: true, to: false },
  ]);
  expect((await getSettings(["siteName"])).siteName).toBe(current.siteName);
  await applyImport(admin, file);
  expect(await getSettings(["siteName", "enableNewsletter"])).toEqual({
    siteName: "Imported Co.",
    enableNewsletter: false,
  });
});

it("resets every key to its default and audits it", async () => {
  await saveSettings(admin, { ...form(), siteName: "Changed", maintenanceMode: true });
  await resetSettings(admin);
  expect(await getSettings(SETTING_KEYS)).toEqual(SETTINGS_DEFAULTS);
  const [last] = await auditSince(new Date(Date.now() - 5000));
  expect(last.action).toBe("settings.reset");
});

it("announces a save on live_changes so that every instance refreshes", async () => {
  const seen: string[] = [];
  const stop = await database().listen("live_changes", (payload) => seen.push(payload));
  await saveSettings(admin, { ...form(), siteName: "Live Co." });
  await expect.poll(() => seen.some((p) => JSON.parse(p).table === "app_settings")).toBe(true);
  await stop();
});

it("refuses a client", async () => {
  const client = clientActor();
  await expectForbidden(() => saveSettings(client, form()));
  await expectForbidden(() => loadAdminSettings(client));
  await expectForbidden(() => exportSettings(client));
  await expectForbidden(() => resetSettings(client));
  await expectForbidden(() => previewImport(client, "{}"));
});
