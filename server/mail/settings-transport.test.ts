import { beforeAll, expect, it } from "vitest";
import { SETTINGS_DEFAULTS } from "../../core/settings-defaults.ts";
import { parseEnv, setEnv } from "../env.ts";
import { encryptSecret } from "../settings/secret.ts";
import { describeMailError, dressMail, type EmailSettings, mailRelay } from "./settings-transport.ts";
import type { MailMessage } from "./transport.ts";

const settings: EmailSettings = {
  emailProvider: "smtp",
  emailFromName: "Northwind Studio",
  emailFromAddress: "hello@northwind.test",
  emailReplyTo: "team@northwind.test",
  emailFooterText: "Northwind Studio · Dallas",
  sendgridKey: "",
};
beforeAll(() => {
  // The stored key is encrypted with a key derived from AUTH_SECRET.
  setEnv(
    parseEnv({ BASE_URL: "http://localhost:3000", AUTH_SECRET: "x".repeat(40), DATA_DIR: ".tmp/test-data" }),
  );
});

const mail: MailMessage = { id: "m1", to: "a@example.test", subject: "Hi", text: "Body", headers: {} };

it("smtp uses SMTP_URL; SendGrid and Mailgun their relays on 587 with the stored key", () => {
  expect(mailRelay(settings)).toEqual({ ok: true });
  const key = encryptSecret("SG.secret");
  expect(mailRelay({ ...settings, emailProvider: "sendgrid", sendgridKey: key })).toEqual({
    ok: true,
    server: { host: "smtp.sendgrid.net", port: 587, user: "apikey", pass: "SG.secret" },
  });
  expect(mailRelay({ ...settings, emailProvider: "mailgun", sendgridKey: key })).toEqual({
    ok: true,
    server: { host: "smtp.mailgun.org", port: 587, user: "postmaster@northwind.test", pass: "SG.secret" },
  });
  expect(mailRelay({ ...settings, emailProvider: "sendgrid" })).toEqual({
    ok: false,
    problem: "SendGrid is the e-mail provider, but no API key is stored. Enter it on the Integrations tab.",
  });
});

it("puts From, Reply-To and the footer of the settings on a mail", () => {
  const dressed = dressMail({ ...mail, html: "<p>Body</p>" }, settings);
  expect(dressed.from).toBe('"Northwind Studio" <hello@northwind.test>');
  expect(dressed.replyTo).toBe("team@northwind.test");
  expect(dressed.text).toBe("Body\n\n-- \nNorthwind Studio · Dallas");
  expect(dressed.html).toContain("Northwind Studio · Dallas");
  // A mail that names its own Reply-To (a contact brief: reply to the visitor) keeps it.
  expect(
    dressMail({ ...mail, headers: { "Reply-To": "visitor@example.test" } }, settings).replyTo,
  ).toBeUndefined();
  // A campaign mail brings From and footer itself.
  const campaign = { ...mail, from: '"X" <x@example.test>' };
  expect(dressMail(campaign, settings)).toEqual(campaign);
  expect(dressMail(mail, { ...settings, emailFooterText: SETTINGS_DEFAULTS.emailFooterText }).text).toContain(
    SETTINGS_DEFAULTS.emailFooterText,
  );
});

it("says in words what went wrong with the mail server", () => {
  expect(describeMailError({ code: "EAUTH", responseCode: 535, response: "535 Authentication failed" })).toBe(
    "The mail server refused the user name or API key (535 Authentication failed).",
  );
  expect(describeMailError({ code: "ECONNECTION", message: "connect ECONNREFUSED 127.0.0.1:2525" })).toBe(
    "Could not connect to the mail server (connect ECONNREFUSED 127.0.0.1:2525).",
  );
  expect(describeMailError(new Error("Greeting never received"))).toBe("Greeting never received");
});
