import { describe, expect, it } from "vitest";
import { footerShowsNewsletter } from "./footer-newsletter.ts";

describe("footerShowsNewsletter", () => {
  it("keeps one newsletter form per page", () => {
    expect(footerShowsNewsletter("routes/site/home", undefined)).toBe(true);
    expect(footerShowsNewsletter("routes/site/blog", { newsletterOnPage: true })).toBe(false);
    expect(footerShowsNewsletter("routes/site/blog-post", { newsletterOnPage: true })).toBe(false);
    expect(footerShowsNewsletter("routes/auth/login", undefined)).toBe(false);
  });
});
