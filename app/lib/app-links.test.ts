import { describe, expect, it } from "vitest";
import { clientSidePath } from "./app-links.ts";

const plain = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const here = { origin: "https://agency.test", pathname: "/services", search: "" };
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href,
  target: extra.target ?? "",
  download: extra.download ?? false,
});

describe("clientSidePath", () => {
  it("hands a plain click on a link of the app to the router", () => {
    expect(clientSidePath(plain, anchor("https://agency.test/about"), here)).toBe("/about");
    expect(clientSidePath(plain, anchor("https://agency.test/blog?page=2#top"), here)).toBe(
      "/blog?page=2#top",
    );
    expect(clientSidePath(plain, anchor("https://agency.test/#contact"), here)).toBe("/#contact");
  });

  it("leaves other sites, mail and phone links, new tabs and downloads to the browser", () => {
    expect(clientSidePath(plain, anchor("https://elsewhere.test/about"), here)).toBeNull();
    expect(clientSidePath(plain, anchor("mailto:hello@agency.test"), here)).toBeNull();
    expect(clientSidePath(plain, anchor("tel:+15550100"), here)).toBeNull();
    expect(clientSidePath(plain, anchor("https://agency.test/about", { target: "_blank" }), here)).toBeNull();
    expect(
      clientSidePath(plain, anchor("https://agency.test/file.pdf", { download: true }), here),
    ).toBeNull();
  });

  it("leaves modified, non-primary and already handled clicks alone", () => {
    for (const click of [
      { ...plain, metaKey: true },
      { ...plain, ctrlKey: true },
      { ...plain, shiftKey: true },
      { ...plain, altKey: true },
      { ...plain, button: 1 },
      { ...plain, defaultPrevented: true },
    ])
      expect(clientSidePath(click, anchor("https://agency.test/about"), here)).toBeNull();
  });

  it("lets the browser scroll to an anchor of the same page", () => {
    expect(clientSidePath(plain, anchor("https://agency.test/services#faq"), here)).toBeNull();
  });
});
