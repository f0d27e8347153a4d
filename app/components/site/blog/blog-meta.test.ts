import { describe, expect, it } from "vitest";
import { blogMeta } from "./blog-meta.ts";

const image = (tags: ReturnType<typeof blogMeta>, key: "og:image" | "twitter:image") =>
  tags.find((t) => ("property" in t ? t.property : "name" in t ? t.name : undefined) === key);

describe("blog Open Graph and Twitter images", () => {
  const page = {
    title: "Blog",
    description: "Posts",
    url: "https://x.test/blog",
    site: { siteName: "Northwind Studio", keywords: "film, Dallas" },
  };

  it("uses the post's own image", () => {
    const tags = blogMeta({ ...page, image: "https://x.test/p.jpg", fallbackImage: "https://x.test/s.jpg" });
    expect(image(tags, "og:image")).toMatchObject({ content: "https://x.test/p.jpg" });
    expect(image(tags, "twitter:image")).toMatchObject({ content: "https://x.test/p.jpg" });
  });

  it("falls back to the settings' social image for /blog and posts without one", () => {
    const tags = blogMeta({ ...page, image: null, fallbackImage: "https://x.test/s.jpg" });
    expect(image(tags, "og:image")).toMatchObject({ content: "https://x.test/s.jpg" });
    expect(image(tags, "twitter:image")).toMatchObject({ content: "https://x.test/s.jpg" });
  });
});

it("names the settings' site name and keywords", () => {
  const tags = blogMeta({
    title: "Blog",
    description: "Posts",
    url: "https://x.test/blog",
    site: { siteName: "Northwind Studio", keywords: "film, Dallas" },
  });
  expect(tags).toContainEqual({ title: "Blog | Northwind Studio" });
  expect(tags).toContainEqual({ property: "og:site_name", content: "Northwind Studio" });
  expect(tags).toContainEqual({ name: "keywords", content: "film, Dallas" });
});

it("gives /blog and every post an og:title with the site's name, like every other page", () => {
  const tags = blogMeta({
    title: "Blog",
    description: "Posts",
    url: "https://x.test/blog",
    site: { siteName: "Northwind Studio" },
  });
  expect(tags).toContainEqual({ property: "og:title", content: "Blog | Northwind Studio" });
  expect(tags).toContainEqual({ name: "twitter:title", content: "Blog | Northwind Studio" });
});

it("makes a post's own image on this site an absolute og:image", () => {
  const tags = blogMeta({
    title: "A post",
    description: "Posts",
    url: "https://x.test/blog/a-post",
    image: "/images/blog/a-post.png",
    fallbackImage: "https://x.test/s.jpg",
    site: { siteName: "Northwind Studio" },
  });
  expect(tags).toContainEqual({ property: "og:image", content: "https://x.test/images/blog/a-post.png" });
});
