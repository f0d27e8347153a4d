import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { expectNothingExecutable, XSS_PAYLOADS } from "../../tests/support/xss-payloads.ts";
import { blogPosts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { createPost } from "./admin-posts.ts";
import { rssResponse, sitemapResponse } from "./feeds.ts";
import { getPublishedPost, listPublishedPosts, listPublishedTags } from "./public-posts.ts";
import { EMBED_HOSTS } from "./sanitize.ts";

const { db } = useTestDatabase();
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "a@x.test",
  name: "a",
  emailVerified: true,
  isAdmin: true,
};

let minutes = 0;
/** Posts created one minute apart, oldest first, so "newest first" is well defined. */
async function seed(title: string, extra: Record<string, unknown> = {}) {
  const result = await createPost(admin, {
    title,
    content: `<p>${title}</p>`,
    status: "published",
    ...extra,
  });
  if (!result.ok) throw new Error(result.message);
  minutes += 1;
  await db()
    .update(blogPosts)
    .set({ createdAt: sql`timestamptz '2025-01-01T00:00:00Z' + make_interval(mins => ${minutes})` })
    .where(eq(blogPosts.id, result.post.id));
  return result.post;
}

describe("public reads", () => {
  it("list only published posts, featured first, then newest first, with tag filter and pages", async () => {
    await seed("Old Published", { tags: ["Video"] });
    await seed("Featured Old", { featured: true, tags: ["Brand"] });
    await seed("A Draft", { status: "draft", tags: ["Video"] });
    await seed("Archived", { status: "archived", tags: ["Video"] });
    await seed("New Published", { tags: ["Video", "Brand"] });

    const all = await listPublishedPosts();
    expect(all.posts.map((p) => p.title)).toEqual(["Featured Old", "New Published", "Old Published"]);
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 1, tag: null });

    const video = await listPublishedPosts({ tag: "Video" });
    expect(video.posts.map((p) => p.title)).toEqual(["New Published", "Old Published"]);

    const page2 = await listPublishedPosts({ page: 2, pageSize: 2 });
    expect(page2.posts.map((p) => p.title)).toEqual(["Old Published"]);
    expect(page2).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    // A page past the end shows the last page rather than nothing.
    expect((await listPublishedPosts({ page: 99, pageSize: 2 })).page).toBe(2);

    expect(await listPublishedTags()).toEqual([
      { tag: "Brand", count: 2 },
      { tag: "Video", count: 2 },
    ]);
  });

  it("read one post by slug only when it is published", async () => {
    await seed("Visible Post");
    await seed("Hidden Draft", { status: "draft" });
    await seed("Hidden Archive", { status: "archived" });
    expect((await getPublishedPost("visible-post"))?.title).toBe("Visible Post");
    expect(await getPublishedPost("hidden-draft")).toBeNull();
    expect(await getPublishedPost("hidden-archive")).toBeNull();
    expect(await getPublishedPost("no-such-post")).toBeNull();
  });

  it("sanitise again on render, even a row written around the save path", async () => {
    const post = await seed("Raw Row");
    await db()
      .update(blogPosts)
      .set({
        content: '<p>ok</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(1)">',
      })
      .where(eq(blogPosts.id, post.id));
    const rendered = await getPublishedPost("raw-row");
    expect(rendered?.content).toBe(
      '<p>ok</p><img src="https://x.test/a.png" loading="lazy" decoding="async" />',
    );
  });
});

describe("XSS payloads through save and render", () => {
  it("store and render nothing executable", async () => {
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const result = await createPost(admin, {
        title: `Payload ${i}`,
        content: `<p>Intro</p>${payload}`,
        status: "published",
      });
      expect(result.ok, payload).toBe(true);
      const [stored] = await db()
        .select({ content: blogPosts.content })
        .from(blogPosts)
        .where(eq(blogPosts.slug, `payload-${i}`));
      expectNothingExecutable(stored.content, EMBED_HOSTS);
      const rendered = await getPublishedPost(`payload-${i}`);
      expectNothingExecutable(rendered?.content ?? "", EMBED_HOSTS);
    }
  });
});

describe("feeds", () => {
  it("list published posts only, with absolute links", async () => {
    await seed("Feed Published");
    await seed("Feed Draft", { status: "draft" });
    const rss = await (await rssResponse()).text();
    expect(rss).toContain("<link>http://localhost:3000/blog/feed-published</link>");
    expect(rss).not.toContain("feed-draft");
    const response = await sitemapResponse();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const sitemap = await response.text();
    expect(sitemap).toContain("<loc>http://localhost:3000/blog/feed-published</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/services/brand-consulting</loc>");
    expect(sitemap).not.toContain("feed-draft");
  });
});
