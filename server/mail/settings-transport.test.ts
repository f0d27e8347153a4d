import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCapture } from "../../tests/support/smtp-capture.ts";
import { parseEnv, setEnv } from "../env.ts";
import { encryptSecret } from "../settings/secret.ts";
import {
  createSettingsMailTransport,
  describeMailError,
  dressMail,
  type EmailSettings,
  mailRelay,
} from "./settings-transport.ts";
import type { MailEnv, MailMessage } from "./transport.ts";

const settings: EmailSettings = {
  emailProvider: "smtp",
  smtpHost: "",
  smtpPort: "587",
  smtpSecurity: "starttls",
  smtpUser: "",
  smtpPassword: "",
  emailFromName: "Northwind Studio",
  emailFromAddress: "hello@northwind.test",
  emailReplyTo: "team@northwind.test",
  sendgridKey: "",
};
beforeAll(() => {
  // The stored key is encrypted with a key derived from AUTH_SECRET.
  setEnv(
    parseEnv({ BASE_URL: "http://localhost:3000", AUTH_SECRET: "x".repeat(40), DATA_DIR: ".tmp/test-data" }),
  );
});

const mail: MailMessage = { id: "m1", to: "a@example.test", subject: "Hi", text: "Body", headers: {} };

it("smtp without a host uses SMTP_URL; with one, the host, port, security and login of the fields", () => {
  expect(mailRelay(settings)).toEqual({ ok: true });
  const fields = { ...settings, smtpHost: "mail.northwind.test", smtpPort: "465", smtpSecurity: "tls" };
  expect(mailRelay(fields)).toEqual({
    ok: true,
    server: { host: "mail.northwind.test", port: 465, security: "tls", auth: undefined },
  });
  expect(mailRelay({ ...fields, smtpUser: "mailer", smtpPassword: encryptSecret("pa55word") })).toEqual({
    ok: true,
    server: {
      host: "mail.northwind.test",
      port: 465,
      security: "tls",
      auth: { user: "mailer", pass: "pa55word" },
    },
  });
  expect(mailRelay({ ...fields, smtpUser: "mailer" })).toEqual({
    ok: false,
    problem:
      "An SMTP user name is set, but no SMTP password is stored. Enter the password on the Email tab, or clear the user name for a server that needs no login.",
  });
});

it("SendGrid's relay logs in as 'apikey' with the stored key", () => {
  expect(
    mailRelay({ ...settings, emailProvider: "sendgrid", sendgridKey: encryptSecret("SG.secret") }),
  ).toEqual({
    ok: true,
    server: {
      host: "smtp.sendgrid.net",
      port: 587,
      security: "starttls",
      auth: { user: "apikey", pass: "SG.secret" },
    },
  });
  expect(mailRelay({ ...settings, emailProvider: "sendgrid" })).toEqual({
    ok: false,
    problem: "SendGrid is the e-mail provider, but no API key is stored. Enter it on the Integrations tab.",
  });
});

it("Mailgun's relay logs in with the domain's SMTP login and password, never the SendGrid key", () => {
  const mailgun = { ...settings, emailProvider: "mailgun", sendgridKey: encryptSecret("SG.secret") };
  expect(mailRelay(mailgun)).toEqual({
    ok: false,
    problem:
      "Mailgun is the e-mail provider, but no SMTP password is stored. Enter the SMTP login and password of your Mailgun domain on the Email tab.",
  });
  const password = encryptSecret("mg-smtp-password");
  // Without a login: Mailgun's default login, postmaster@ the sending domain.
  expect(mailRelay({ ...mailgun, smtpPassword: password })).toEqual({
    ok: true,
    server: {
      host: "smtp.mailgun.org",
      port: 587,
      security: "starttls",
      auth: { user: "postmaster@northwind.test", pass: "mg-smtp-password" },
    },
  });
  // A domain of the EU region, with a sending subdomain's own login.
  expect(
    mailRelay({
      ...mailgun,
      smtpPassword: password,
      smtpUser: "postmaster@mg.northwind.test",
      smtpHost: "smtp.eu.mailgun.org",
    }),
  ).toEqual({
    ok: true,
    server: {
      host: "smtp.eu.mailgun.org",
      port: 587,
      security: "starttls",
      auth: { user: "postmaster@mg.northwind.test", pass: "mg-smtp-password" },
    },
  });
});

it("puts From and Reply-To of the settings on a mail, and leaves its parts as written", () => {
  const dressed = dressMail({ ...mail, html: "<p>Body</p>" }, settings);
  expect(dressed.from).toBe('"Northwind Studio" <hello@northwind.test>');
  expect(dressed.replyTo).toBe("team@northwind.test");
  // The footer belongs to the mail's layout (its kind), never added a second time on the way out.
  expect(dressed.text).toBe("Body");
  expect(dressed.html).toBe("<p>Body</p>");
  // A mail that names its own Reply-To (a contact brief: reply to the visitor) keeps it.
  expect(
    dressMail({ ...mail, headers: { "Reply-To": "visitor@example.test" } }, settings).replyTo,
  ).toBeUndefined();
  // A campaign mail brings its own From.
  const campaign = { ...mail, from: '"X" <x@example.test>' };
  expect(dressMail(campaign, settings)).toEqual(campaign);
});

it("says in words what went wrong with the mail server", () => {
  expect(describeMailError({ code: "EAUTH", responseCode: 535, response: "535 Authentication failed" })).toBe(
    "The mail server refused the user name, password or API key (535 Authentication failed).",
  );
  expect(describeMailError({ code: "ECONNECTION", message: "connect ECONNREFUSED 127.0.0.1:2525" })).toBe(
    "Could not connect to the mail server (connect ECONNREFUSED 127.0.0.1:2525). Check the host name and port.",
  );
  expect(describeMailError({ code: "EDNS", message: "getaddrinfo ENOTFOUND ssl.example.test" })).toBe(
    "Could not connect to the mail server (getaddrinfo ENOTFOUND ssl.example.test). Check the host name and port.",
  );
  expect(
    describeMailError({ code: "ESOCKET", message: "self-signed certificate in certificate chain" }),
  ).toMatch(
    /^Could not set up a secure connection with the mail server \(self-signed certificate in certificate chain\)\./,
  );
  expect(describeMailError(new Error("Greeting never received"))).toBe("Greeting never received");
});

describe("through the SMTP fields, against a local SMTP server that asks for a login", () => {
  const env: MailEnv = {
    SMTP_URL: undefined,
    MAIL_FROM: "Agency <hello@localhost>",
    DATA_DIR: ".tmp/test-data",
    BASE_URL: "http://localhost:3000",
  };
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture(0, { auth: { user: "mailer@northwind.test", pass: "s3cret pass" } });
  });
  afterAll(() => smtp.close());

  // 'none': the capture offers no STARTTLS, as a relay on a trusted network might not.
  const fields = (changes: Partial<EmailSettings> = {}): EmailSettings => ({
    ...settings,
    smtpHost: "127.0.0.1",
    smtpPort: String(smtp.port),
    smtpSecurity: "none",
    smtpUser: "mailer@northwind.test",
    smtpPassword: encryptSecret("s3cret pass"),
    ...changes,
  });
  async function send(changes: Partial<EmailSettings>, to: string) {
    const transport = createSettingsMailTransport(env, async () => fields(changes));
    try {
      await transport.send({ ...mail, id: to, to });
      return "sent";
    } catch (error) {
      return describeMailError(error);
    } finally {
      transport.close();
    }
  }

  it("delivers a mail through host, port, user and password, from the settings' sender, its parts as composed", async () => {
    expect(await send({}, "fields@example.test")).toBe("sent");
    const received = await smtp.waitFor("fields@example.test");
    expect(received.authUser).toBe("mailer@northwind.test");
    expect(received.from).toBe('"Northwind Studio" <hello@northwind.test>');
    // The footer belongs to the mail layout (compose.ts), so the transport adds nothing to the text.
    expect(received.text.trim()).toBe(mail.text);
  });

  it("reports a wrong password, a wrong port and a missing STARTTLS in words", async () => {
    expect(await send({ smtpPassword: encryptSecret("wrong") }, "wrong-pass@example.test")).toMatch(
      /^The mail server refused the user name, password or API key \(.*535.*\)\.$/,
    );
    // Port 9 (discard) is closed on loopback: nothing listens there.
    expect(await send({ smtpPort: "9" }, "wrong-port@example.test")).toBe(
      "Could not connect to the mail server (connect ECONNREFUSED 127.0.0.1:9). Check the host name and port.",
    );
    expect(await send({ smtpSecurity: "starttls" }, "no-starttls@example.test")).toMatch(
      /^Could not set up a secure connection with the mail server \(.+\)\. Check the port and connection security/,
    );
    expect(smtp.mails.map((m) => m.to[0])).not.toContain("wrong-pass@example.test");
  });
});
