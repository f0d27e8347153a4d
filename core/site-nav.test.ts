import { describe, expect, it } from "vitest";
import { enabledNav, footerServiceLinks, headerNav, isScrolledPast, navAction, navHref } from "./site-nav.ts";

const item = (label: string) => headerNav.find((i) => i.label === label)!.target;

describe("navAction", () => {
  it("scrolls in place on the home page", () => {
    expect(navAction(item("Home"), "/")).toEqual({ type: "scroll", section: "hero" });
    expect(navAction(item("About"), "/")).toEqual({ type: "scroll", section: "about" });
  });

  it("opens /about from other pages instead of scrolling", () => {
    expect(navAction(item("About"), "/services")).toEqual({ type: "navigate", to: "/about" });
  });

  it("goes home first and scrolls after 100 ms for other section links", () => {
    expect(navAction(item("Home"), "/store")).toEqual({
      type: "navigate-then-scroll",
      to: "/",
      section: "hero",
      delayMs: 100,
    });
    expect(navAction(footerServiceLinks[1].target, "/blog")).toMatchObject({
      section: "services",
      delayMs: 100,
    });
  });

  it("always navigates for page links", () => {
    expect(navAction(item("Services"), "/")).toEqual({ type: "navigate", to: "/services" });
    expect(navAction(footerServiceLinks[0].target, "/about")).toEqual({
      type: "navigate",
      to: "/media-production",
    });
  });

  it("gives links a working address before the page is interactive", () => {
    expect(navHref(item("About"), "/")).toBe("/#about");
    expect(navHref(item("About"), "/blog")).toBe("/about");
    expect(navHref(item("Blog"), "/")).toBe("/blog");
  });
});

it("changes the header state only beyond 100 px", () => {
  expect(isScrolledPast(100)).toBe(false);
  expect(isScrolledPast(101)).toBe(true);
});

it("lists the header links of the specification in order", () => {
  expect(headerNav.map((i) => i.label)).toEqual(["Home", "About", "Services", "Blog", "Showcase", "Store"]);
});

it("leaves the Blog link out while the blog is turned off", () => {
  expect(enabledNav(headerNav, { enableBlog: false }).map((i) => i.label)).not.toContain("Blog");
  expect(enabledNav(headerNav, { enableBlog: true })).toEqual(headerNav);
});
