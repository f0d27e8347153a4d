import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractLinks, rewriteLinks, WEB_ADDRESS_MESSAGE, webAddressError } from "./links.ts";

describe("campaign link rewriting", () => {
  const html =
    '<p><a href="https://a.test/x?y=1&amp;z=2">A</a> <a href="mailto:hi@a.test">mail</a> <a title="t" href="https://b.test">B</a> <a href="https://a.test/x?y=1&amp;z=2">again</a></p>';

  it("lists each web link once, decoded, in order; mailto stays out", () => {
    expect(extractLinks(html)).toEqual(["https://a.test/x?y=1&z=2", "https://b.test"]);
  });

  it("rewrites every occurrence of a web link to its index and leaves others alone", () => {
    const links = extractLinks(html);
    const out = rewriteLinks(html, links, (i) => `https://t.test/c/${i}?k=a&b`);
    expect(out).toContain('href="https://t.test/c/0?k=a&amp;b">A');
    expect(out).toContain('href="https://t.test/c/0?k=a&amp;b">again');
    expect(out).toContain('title="t" href="https://t.test/c/1?k=a&amp;b"');
    expect(out).toContain('href="mailto:hi@a.test"');
    expect(extractLinks(out)).toEqual(["https://t.test/c/0?k=a&b", "https://t.test/c/1?k=a&b"]);
  });

  it("round-trips any set of link paths through extraction", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.webPath({ size: "small" }), { minLength: 1, maxLength: 5 }), (paths) => {
        const urls = paths.map((p) => `https://site.test${p}`);
        const body = urls
          .map((u) => `<a href="${u.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">x</a>`)
          .join("");
        expect(extractLinks(body)).toEqual([...new Set(urls)]);
      }),
    );
  });
});

describe("webAddressError", () => {
  it("accepts complete http(s) addresses and refuses anything else", () => {
    expect(webAddressError("https://agency.test/work")).toBeNull();
    expect(webAddressError("  http://agency.test ")).toBeNull();
    for (const bad of ["", "agency.test", "javascript:alert(1)", "ftp://agency.test", "https://"]) {
      expect(webAddressError(bad), bad).toBe(WEB_ADDRESS_MESSAGE);
    }
  });
});
