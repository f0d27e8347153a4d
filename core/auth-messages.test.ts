import { describe, expect, it } from "vitest";
import { authErrorMessage, authMessages, callbackErrorMessage } from "./auth-messages.ts";

describe("authErrorMessage", () => {
  it("gives the specification's texts for Better Auth's codes", () => {
    expect(
      authErrorMessage({
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      }),
    ).toBe("Invalid email or password. Please try again.");
    expect(authErrorMessage({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe(
      "An account with this email already exists.",
    );
    expect(authErrorMessage({ status: 422, code: "USER_ALREADY_EXISTS" })).toBe(
      "An account with this email already exists.",
    );
    expect(authErrorMessage({ status: 403, code: "EMAIL_NOT_VERIFIED" })).toBe(authMessages.emailNotVerified);
    expect(authErrorMessage({ status: 400, code: "PASSWORD_TOO_SHORT" })).toBe(
      "Password must be at least 6 characters",
    );
  });

  it("explains rate limits, per network and per account, with the wait in words", () => {
    expect(
      authErrorMessage({
        status: 429,
        message: "Too many requests. Please try again later.",
        retryAfter: 42,
      }),
    ).toBe("Too many attempts from your network. Try again in 42 seconds.");
    expect(authErrorMessage({ status: 429, code: "ACCOUNT_LOCKED", retryAfter: 221 })).toBe(
      "Too many failed sign-in attempts for this account. Try again in 4 minutes.",
    );
    // Without a Retry-After, still a wait to follow.
    expect(authErrorMessage({ status: 429, code: "ACCOUNT_LOCKED" })).toBe(
      "Too many failed sign-in attempts for this account. Please wait a few minutes and try again.",
    );
  });

  it("shows the server's message for other refusals", () => {
    expect(
      authErrorMessage({ status: 400, code: "SOMETHING_ELSE", message: "Email and password is not enabled" }),
    ).toBe("Email and password is not enabled");
  });

  it("falls back to the unexpected-error text for server failures, network errors and empty answers", () => {
    const unexpected = "An unexpected error occurred. Please try again.";
    expect(authErrorMessage({ status: 500, message: "Internal Server Error" })).toBe(unexpected);
    expect(authErrorMessage({ status: 503 })).toBe(unexpected);
    expect(authErrorMessage({ message: "Failed to fetch" })).toBe(unexpected);
    expect(authErrorMessage({ status: 400, message: "  " })).toBe(unexpected);
    expect(authErrorMessage(null)).toBe(unexpected);
  });
});

describe("callbackErrorMessage", () => {
  it("tells Google failures from broken confirmation links", () => {
    expect(callbackErrorMessage(null)).toBe("Failed to sign in with Google. Please try again.");
    expect(callbackErrorMessage("google")).toBe("Failed to sign in with Google. Please try again.");
    expect(callbackErrorMessage("email")).toBe(authMessages.verifyLinkInvalid);
  });
});
