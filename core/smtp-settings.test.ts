import { expect, it } from "vitest";
import { smtpHostProblem, smtpPortProblem } from "./smtp-settings.ts";

it("accepts host names and IP addresses, and empty (not set)", () => {
  for (const host of [
    "",
    "smtp.example.com",
    "mail-1.example.co.uk",
    "localhost",
    "127.0.0.1",
    "::1",
    "2001:db8::25",
  ])
    expect(smtpHostProblem(host), host).toBeNull();
});

it("names what is wrong with a host: a URL, a port inside it, or a bad name", () => {
  expect(smtpHostProblem("smtp://smtp.example.com")).toBe(
    "SMTP host is the server's name only, such as smtp.example.com (without smtp://)",
  );
  expect(smtpHostProblem("smtp.example.com:587")).toBe(
    "SMTP host is the name only: enter the port in the Port field",
  );
  for (const host of [
    "smtp example.com",
    "-smtp.example.com",
    "smtp..example.com",
    "smtp.example.com/",
    "a".repeat(64),
  ])
    expect(smtpHostProblem(host), host).toBe("SMTP host must be a host name such as smtp.example.com");
});

it("accepts ports 1 to 65535 only", () => {
  for (const port of ["", "1", "25", "465", "587", "2525", "65535"])
    expect(smtpPortProblem(port), port).toBeNull();
  for (const port of ["0", "65536", "587.5", "-1", "abc", "100000", " 587"])
    expect(smtpPortProblem(port), port).toBe("SMTP port must be a whole number from 1 to 65535");
});
