import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, rssXml, sitemapXml } from "./feeds.ts";

const parseXml = (xml: string) => {
  const doc = new new Window().DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")?.textContent ?? null).toBeNull();
  return doc;
};

const posts = [
  {
    slug: "ads-&-<tricks>",
    title: 'Ads & "tricks" <2025>',
    excerpt: "Fish & chips\u0001",
    author: "Jo O'Neil",
    tags: ["Marketing", "R&D"],
    publishedAt: new Date("2025-03-02T10:00:00Z"),
    updatedAt: new Date("2025-03-05T10:00:00Z"),
  },
  {
    slug: "second",
    title: "Second",
    excerpt: null,
    author: "Admin",
    tags: [],
    publishedAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
  },
];

describe("rssXml", () => {
  it("is well-formed RSS 2.0 with absolute links and escaped text", () => {
    const doc = parseXml(
      rssXml({ baseUrl: "https://agency.test/", title: "Blog", description: "News" }, posts),
    );
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > link")?.textContent).toBe("https://agency.test/blog");
    const items = doc.querySelectorAll("item");
    expect(items).toHaveLength(2);
    expect(items[0].querySelector("title")?.textContent).toBe('Ads & "tricks" <2025>');
    expect(items[0].querySelector("link")?.textContent).toBe("https://agency.test/blog/ads-%26-%3Ctricks%3E");
    expect(items[0].querySelector("pubDate")?.textContent).toBe("Sun, 02 Mar 2025 10:00:00 GMT");
    expect([...items[0].querySelectorAll("category")].map((c) => c.textContent)).toEqual([
      "Marketing",
      "R&D",
    ]);
    // A post without an excerpt is described by its title.
    expect(items[1].querySelector("description")?.textContent).toBe("Second");
  });

  it("is valid with no posts", () => {
    const doc = parseXml(rssXml({ baseUrl: "http://x.test", title: "Blog", description: "News" }, []));
    expect(doc.querySelectorAll("item")).toHaveLength(0);
  });
});

describe("sitemapXml", () => {
  it("lists every public page and every post with its lastmod", () => {
    const doc = parseXml(sitemapXml("https://agency.test", posts));
    const locs = [...doc.querySelectorAll("url > loc")].map((l) => l.textContent);
    expect(locs).toEqual([
      ...PUBLIC_PAGES.map((p) => `https://agency.test${p}`),
      "https://agency.test/blog/ads-%26-%3Ctricks%3E",
      "https://agency.test/blog/second",
    ]);
    const lastmods = [...doc.querySelectorAll("url")].map(
      (u) => u.querySelector("lastmod")?.textContent ?? null,
    );
    expect(lastmods.slice(-2)).toEqual(["2025-03-05", "2025-01-01"]);
    expect(lastmods[PUBLIC_PAGES.indexOf("/blog")]).toBe("2025-03-05");
  });
});
