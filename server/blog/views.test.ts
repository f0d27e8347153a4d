import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { blogPosts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { createPost } from "./admin-posts.ts";
import { countPostViews, postSlugOf } from "./views.ts";

const { db } = useTestDatabase();
const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "a@x.test",
  name: "a",
  emailVerified: true,
  isAdmin: true,
};

async function newPost(title: string) {
  const result = await createPost(admin, { title, content: "<p>x</p>", status: "published" });
  if (!result.ok) throw new Error(result.message);
  return result.post;
}

const viewsOf = async (id: string) =>
  (await db().select({ views: blogPosts.views }).from(blogPosts).where(eq(blogPosts.id, id)))[0].views;

describe("countPostViews", () => {
  const at = (iso: string) => new Date(iso);

  it("counts each reader of a published post once a day, from the collected page views", async () => {
    const post = await newPost("Beacon Counted");
    const draft = await createPost(admin, { title: "Beacon Draft", content: "<p>x</p>", status: "draft" });
    if (!draft.ok) throw new Error(draft.message);
    const path = `/blog/${post.slug}`;
    const updatedAt = async () =>
      (await db().select({ at: blogPosts.updatedAt }).from(blogPosts).where(eq(blogPosts.id, post.id)))[0].at;
    const before = await updatedAt();
    const counted = await countPostViews([
      { pagePath: path, visitorId: "reader-a", createdAt: at("2025-06-01T08:00:00Z") },
      { pagePath: path, visitorId: "reader-a", createdAt: at("2025-06-01T21:00:00Z") },
      { pagePath: path, visitorId: "reader-b", createdAt: at("2025-06-01T09:00:00Z") },
      { pagePath: "/blog", visitorId: "reader-c", createdAt: at("2025-06-01T09:00:00Z") },
      { pagePath: "/blog/no-such-post", visitorId: "reader-c", createdAt: at("2025-06-01T09:00:00Z") },
      { pagePath: `/blog/${draft.post.slug}`, visitorId: "reader-c", createdAt: at("2025-06-01T09:00:00Z") },
    ]);
    expect(counted).toBe(2);
    expect(await viewsOf(post.id)).toBe(2);
    expect(await viewsOf(draft.post.id)).toBe(0);

    // A later batch: the same reader the same day is not counted again; the next day is.
    expect(
      await countPostViews([
        { pagePath: path, visitorId: "reader-a", createdAt: at("2025-06-01T23:00:00Z") },
        { pagePath: path, visitorId: "reader-a", createdAt: at("2025-06-02T07:00:00Z") },
      ]),
    ).toBe(1);
    expect(await viewsOf(post.id)).toBe(3);
    // Views are not edits: updated_at (the sitemap's lastmod) stays.
    expect(await updatedAt()).toEqual(before);
  });

  it("does nothing for a batch without post pages", async () => {
    expect(await countPostViews([{ pagePath: "/services", visitorId: "x", createdAt: new Date() }])).toBe(0);
    expect(await countPostViews([])).toBe(0);
  });
});

describe("postSlugOf", () => {
  it("reads the slug of a post's address only", () => {
    expect(postSlugOf("/blog/five-video-mistakes")).toBe("five-video-mistakes");
    expect(postSlugOf("/blog")).toBeNull();
    expect(postSlugOf("/blog/a/b")).toBeNull();
    expect(postSlugOf("/blog/")).toBeNull();
    expect(postSlugOf("/services")).toBeNull();
  });
});
