import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_SIZE, blogImagePng } from "../../scripts/blog-images.ts";
import { feedDescription } from "../../server/blog/feeds.ts";
import { blogImagePath, DEMO_POSTS } from "../../server/db/seed/blog-posts.ts";

describe("the demo posts' images", () => {
  it("are made by the project, shipped in public/, small, and of the size the pages reserve", () => {
    DEMO_POSTS.forEach((post, i) => {
      const file = `public${blogImagePath(post.slug)}`;
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([
        BLOG_IMAGE_SIZE.width,
        BLOG_IMAGE_SIZE.height,
      ]);
      expect(bytes.length).toBeLessThan(20_000);
      // What `node scripts/blog-images.ts` draws, nothing downloaded.
      expect(bytes.equals(blogImagePng(post.slug, i)), file).toBe(true);
    });
  });
});

describe("the RSS feed", () => {
  it("ends its description with one full stop, also for a site name that ends in one", () => {
    expect(feedDescription("Ardent Media Co.")).toMatch(/[^.]\.$/);
    expect(feedDescription("Northwind Studio")).toMatch(/Northwind Studio\.$/);
  });
});
