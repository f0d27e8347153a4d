import { describe, expect, it } from "vitest";
import { NEWSLETTER_MESSAGES } from "./newsletter.ts";
import { subscribeSchema, unsubscribeSchema } from "./newsletter-schema.ts";

describe("newsletter subscribe input", () => {
  it("needs a valid e-mail address", () => {
    expect(subscribeSchema.safeParse({}).error?.issues[0].message).toBe("Please enter your email address");
    expect(subscribeSchema.safeParse({ email: "nope" }).error?.issues[0].message).toBe(
      "Please enter a valid email address",
    );
  });

  it("keeps a known-shaped source and falls back to website", () => {
    expect(subscribeSchema.parse({ email: "a@b.co", source: "Blog" }).source).toBe("blog");
    expect(subscribeSchema.parse({ email: "a@b.co" }).source).toBe("website");
    expect(subscribeSchema.parse({ email: "a@b.co", source: "<script>" }).source).toBe("website");
  });
});

describe("unsubscribe payload", () => {
  it("needs a token", () => {
    expect(unsubscribeSchema.safeParse({ token: "" }).error?.issues[0].message).toBe(
      "Invalid unsubscribe link.",
    );
  });

  it("takes the four reasons, or none", () => {
    for (const reason of ["too_many", "not_relevant", "never_signed_up", "other"]) {
      expect(unsubscribeSchema.parse({ token: "t", reason }).reason).toBe(reason);
    }
    expect(unsubscribeSchema.parse({ token: "t", reason: "" }).reason).toBeUndefined();
    expect(unsubscribeSchema.parse({ token: "t" }).reason).toBeUndefined();
    expect(unsubscribeSchema.safeParse({ token: "t", reason: "spite" }).success).toBe(false);
  });

  it("keeps the specification's texts", () => {
    expect(NEWSLETTER_MESSAGES.duplicate).toBe(
      "You're already subscribed! Check your email for our latest updates.",
    );
    expect(NEWSLETTER_MESSAGES.success).toBe("Success! Check your email for a confirmation link.");
    expect(NEWSLETTER_MESSAGES.confirmNoToken).toBe("Invalid confirmation link. No token provided.");
  });
});
