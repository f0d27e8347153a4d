import { describe, expect, it } from "vitest";
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_NAME_MAX, accountFieldProblem, isWebUrl } from "./account-fields.ts";

describe("account fields that may be stored", () => {
  it("accepts an ordinary account", () => {
    expect(accountFieldProblem({ email: "ada@example.com", name: "Ada Lovelace", image: null })).toBeNull();
    expect(accountFieldProblem({ name: "Ada", image: "https://lh3.example.com/a.png" })).toBeNull();
  });

  it("refuses an address the one e-mail rule refuses", () => {
    for (const email of ["<img/src=x/onerror=alert(1)>@x.co", "no-at-sign", "a@b", 42]) {
      expect(accountFieldProblem({ email }), String(email)).toBe(ACCOUNT_FIELD_MESSAGES.email);
    }
  });

  it("refuses a name over the limit rather than cutting it", () => {
    expect(accountFieldProblem({ name: "x".repeat(ACCOUNT_NAME_MAX) })).toBeNull();
    expect(accountFieldProblem({ name: "x".repeat(ACCOUNT_NAME_MAX + 1) })).toBe(
      ACCOUNT_FIELD_MESSAGES.nameTooLong,
    );
    expect(accountFieldProblem({ name: "x".repeat(100_000) })).toBe(ACCOUNT_FIELD_MESSAGES.nameTooLong);
  });

  it("stores http(s) images only", () => {
    for (const image of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "ftp://x/y",
    ]) {
      expect(accountFieldProblem({ image }), image).toBe(ACCOUNT_FIELD_MESSAGES.image);
    }
    expect(isWebUrl("http://example.com/a.png")).toBe(true);
    expect(isWebUrl(`https://example.com/${"a".repeat(3000)}`)).toBe(false);
  });
});
