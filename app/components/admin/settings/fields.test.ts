import { expect, it } from "vitest";
import { visibleFields } from "./fields.ts";

const keys = (provider: "smtp" | "sendgrid" | "mailgun") =>
  visibleFields("email", { emailProvider: provider })
    .map((f) => f.key)
    .filter((k) => k.startsWith("smtp"));

it("shows the SMTP server fields for SMTP, the login fields and host for Mailgun, none for SendGrid", () => {
  expect(keys("smtp")).toEqual(["smtpHost", "smtpPort", "smtpSecurity", "smtpUser", "smtpPassword"]);
  expect(keys("mailgun")).toEqual(["smtpHost", "smtpUser", "smtpPassword"]);
  expect(keys("sendgrid")).toEqual([]);
  expect(visibleFields("email", { emailProvider: "sendgrid" }).map((f) => f.key)).toContain(
    "emailFromAddress",
  );
});

it("tells a Mailgun user to enter the domain's SMTP login and password, not the API key", () => {
  const hint = (provider: "smtp" | "mailgun", key: string) =>
    visibleFields("email", { emailProvider: provider }).find((f) => f.key === key)?.hint;
  expect(hint("mailgun", "smtpUser")).toMatch(/SMTP login, such as postmaster@mg\.example\.com/);
  expect(hint("mailgun", "smtpPassword")).toMatch(/^The SMTP password of that login, not the API key\./);
  expect(hint("mailgun", "smtpHost")).toMatch(/smtp\.eu\.mailgun\.org/);
  expect(hint("smtp", "smtpHost")).toMatch(/Leave empty to send through SMTP_URL/);
});
