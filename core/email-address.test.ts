import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address.ts";

describe("isEmailAddress", () => {
  it.each(["ada@example.com", "a.b+tag@sub.example.co.uk", "o'neil@x.io", "x_1@a-b.org"])(
    "accepts %s",
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );
  it.each([
    "<img/src=x/onerror=alert(1)>@x.co",
    "a b@example.com",
    '"quoted"@example.com',
    "a@b",
    "a@-b.com",
    "a@b-.com",
    "a@b..com",
    ".a@b.com",
    "a.@b.com",
    "a@b.c0m",
    "@b.com",
    "a@",
    `${"a".repeat(65)}@b.com`,
    `a@${"b".repeat(250)}.com`,
    "a\u0000@b.com",
    "javascript:alert(1)@x.co",
  ])("refuses %j", (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
