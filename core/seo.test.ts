import { expect, it } from "vitest";
import { absoluteUrl, pageTitle, seoTags } from "./seo.ts";

const context = { siteName: "Ardent Media Co.", baseUrl: "https://example.com/", defaultImage: "/og.webp" };

it("builds absolute addresses", () => {
  expect(absoluteUrl("https://example.com/", "/about")).toBe("https://example.com/about");
  expect(absoluteUrl("https://example.com", "https://cdn.test/x.png")).toBe("https://cdn.test/x.png");
});

it("adds the site name to a title once", () => {
  expect(pageTitle("About", "Ardent")).toBe("About | Ardent");
  expect(pageTitle("Ardent | Home", "Ardent")).toBe("Ardent | Home");
});

it("gives title, description, canonical, Open Graph and Twitter tags", () => {
  const tags = seoTags({ title: "Store", description: "Packages", path: "/store" }, context);
  expect(tags).toContainEqual({ title: "Store | Ardent Media Co." });
  expect(tags).toContainEqual({ name: "description", content: "Packages" });
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/store" });
  expect(tags).toContainEqual({ property: "og:image", content: "https://example.com/og.webp" });
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
});

it("takes keywords and the default description from the SEO settings", () => {
  const seo = { ...context, defaultDescription: "Site-wide words", keywords: "video, Dallas" };
  const tags = seoTags({ title: "Home", description: "", path: "/" }, seo);
  expect(tags).toContainEqual({ name: "description", content: "Site-wide words" });
  expect(tags).toContainEqual({ property: "og:description", content: "Site-wide words" });
  expect(tags).toContainEqual({ name: "keywords", content: "video, Dallas" });
  expect(seoTags({ title: "Home", description: "Own", path: "/" }, seo)).toContainEqual({
    name: "description",
    content: "Own",
  });
});
