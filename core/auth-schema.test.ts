import { describe, expect, it } from "vitest";
import { credentialsSchema, emailOnlySchema, firstIssue, resetPasswordSchema } from "./auth-schema.ts";

const messageOf = (input: unknown) => {
  const result = credentialsSchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};

describe("credentialsSchema", () => {
  it("normalises the e-mail and keeps the password as typed", () => {
    expect(credentialsSchema.parse({ email: "  Jane@Example.TEST ", password: " secret " })).toEqual({
      email: "jane@example.test",
      password: " secret ",
    });
  });

  it("requires a valid e-mail and a password of at least 6 characters", () => {
    expect(messageOf({ email: "", password: "secret1" })).toBe("Please enter your email address");
    expect(messageOf({ password: "secret1" })).toBe("Please enter your email address");
    expect(messageOf({ email: "jane", password: "secret1" })).toBe("Please enter a valid email address");
    expect(messageOf({ email: "jane@example.test", password: "" })).toBe("Please enter your password");
    expect(messageOf({ email: "jane@example.test", password: "12345" })).toBe(
      "Password must be at least 6 characters",
    );
    expect(messageOf({ email: "jane@example.test", password: "123456" })).toBeNull();
  });
});

describe("emailOnlySchema and resetPasswordSchema", () => {
  it("validate the address and the new password with its token", () => {
    expect(emailOnlySchema.safeParse({ email: "x" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "", password: "123456" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "abc", password: "123" }).success).toBe(false);
    expect(resetPasswordSchema.parse({ token: "abc", password: "123456" })).toEqual({
      token: "abc",
      password: "123456",
    });
  });
});
