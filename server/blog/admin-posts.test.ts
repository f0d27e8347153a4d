import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REQUIRED_FIELDS_MESSAGE, SLUG_TAKEN_MESSAGE } from "../../core/blog/post-schema.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { blogPosts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import {
  createPost,
  deletePost,
  listPosts,
  NOT_FOUND_MESSAGE,
  postStats,
  updatePost,
} from "./admin-posts.ts";

const { db } = useTestDatabase();

const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "a@x.test",
  name: "a",
  emailVerified: true,
  isAdmin: true,
};
const client: SessionUser = { ...admin, email: "c@x.test", isAdmin: false };

async function create(input: Record<string, unknown>) {
  const result = await createPost(admin, { content: "<p>Body</p>", ...input });
  if (!result.ok) throw new Error(result.message);
  return result.post;
}

describe("createPost", () => {
  it("stores a post with counters at 0, whatever the payload says", async () => {
    const post = await create({ title: "Counters Start At Zero", likes: 50, comments: 7, views: 900 });
    expect(post).toMatchObject({
      slug: "counters-start-at-zero",
      author: "Admin",
      likes: 0,
      comments: 0,
      views: 0,
    });
    expect(post.publishedAt).toBeNull();
  });

  it("refuses a slug already taken with a clear message", async () => {
    await create({ title: "Taken", slug: "taken-slug" });
    const result = await createPost(admin, { title: "Other", slug: "taken-slug", content: "x" });
    expect(result).toEqual({ ok: false, message: SLUG_TAKEN_MESSAGE, fields: { slug: SLUG_TAKEN_MESSAGE } });
    // A slug generated from a title that is taken is refused the same way.
    const generated = await createPost(admin, { title: "Taken Slug", content: "x" });
    expect(generated.ok).toBe(false);
  });

  it("gives the slug message, not a crash, when two saves race for one slug", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => createPost(admin, { title: "Race", slug: "race-slug", content: "x" })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, message: SLUG_TAKEN_MESSAGE, fields: { slug: SLUG_TAKEN_MESSAGE } },
      { ok: false, message: SLUG_TAKEN_MESSAGE, fields: { slug: SLUG_TAKEN_MESSAGE } },
    ]);
  });

  it("answers bad input with the form's message, never by throwing", async () => {
    expect(await createPost(admin, { title: "", content: "" })).toMatchObject({
      ok: false,
      message: REQUIRED_FIELDS_MESSAGE,
    });
    expect(await createPost(admin, null)).toMatchObject({ ok: false });
    expect(await createPost(admin, { title: "x", content: "<script>alert(1)</script>" })).toMatchObject({
      ok: false,
      message: REQUIRED_FIELDS_MESSAGE,
    });
  });

  it("sets the publication date when created published", async () => {
    const post = await create({ title: "Born Published", status: "published" });
    expect(post.publishedAt).not.toBeNull();
  });

  it("is for admins only", async () => {
    await expect(createPost(client, { title: "No", content: "x" })).rejects.toMatchObject({ status: 403 });
    await expect(listPosts(client)).rejects.toMatchObject({ status: 403 });
    await expect(postStats(client)).rejects.toMatchObject({ status: 403 });
  });
});

describe("updatePost", () => {
  it("keeps likes, comments and views and changes the fields", async () => {
    const post = await create({ title: "Keep Counters" });
    await db().update(blogPosts).set({ likes: 12, comments: 3, views: 456 }).where(eq(blogPosts.id, post.id));
    const result = await updatePost(admin, post.id, {
      title: "Keep Counters Renamed",
      slug: post.slug,
      content: "<p>New</p>",
      status: "published",
      featured: true,
      tags: ["A", " a ", "B"],
      likes: 0,
      views: 0,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.post).toMatchObject({
      title: "Keep Counters Renamed",
      slug: "keep-counters",
      likes: 12,
      comments: 3,
      views: 456,
      featured: true,
      status: "published",
      tags: ["A", "B"],
    });
    expect(result.post.publishedAt).not.toBeNull();
  });

  it("refuses to take another post's slug", async () => {
    await create({ title: "First Owner" });
    const other = await create({ title: "Second Owner" });
    const result = await updatePost(admin, other.id, {
      title: "Second Owner",
      slug: "first-owner",
      content: "x",
    });
    expect(result).toMatchObject({ ok: false, message: SLUG_TAKEN_MESSAGE });
  });

  it("answers an unknown or malformed id without throwing", async () => {
    const input = { title: "Ghost", content: "x" };
    expect(await updatePost(admin, crypto.randomUUID(), input)).toMatchObject({
      ok: false,
      message: NOT_FOUND_MESSAGE,
    });
    expect(await updatePost(admin, "not-a-uuid", input)).toMatchObject({
      ok: false,
      message: NOT_FOUND_MESSAGE,
    });
  });
});

describe("deletePost", () => {
  it("deletes by id and reports an unknown id", async () => {
    const post = await create({ title: "Delete Me" });
    expect(await deletePost(admin, post.id)).toBe(true);
    expect(await deletePost(admin, post.id)).toBe(false);
    expect(await deletePost(admin, "nonsense")).toBe(false);
    await expect(deletePost(client, post.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("listPosts and postStats", () => {
  it("searches title, author and tags, filters by status, and counts the tiles", async () => {
    await db().delete(blogPosts);
    await create({
      title: "Lighting For Video",
      author: "Maya",
      tags: ["Production"],
      status: "published",
      featured: true,
    });
    await create({ title: "Brand Voice", author: "Jordan Lee", tags: ["Branding"], status: "draft" });
    await create({ title: "Old News", author: "Admin", tags: ["Video Tips"], status: "archived" });
    await create({ title: "100% Growth_Hacks", tags: [], status: "draft" });

    const titles = async (q: string, status?: "all" | "draft" | "published" | "archived") =>
      (await listPosts(admin, { q, status })).map((p) => p.title).sort();
    expect(await titles("video")).toEqual(["Lighting For Video", "Old News"]);
    expect(await titles("jordan")).toEqual(["Brand Voice"]);
    expect(await titles("BRANDING")).toEqual(["Brand Voice"]);
    expect(await titles("100%")).toEqual(["100% Growth_Hacks"]);
    expect(await titles("%")).toEqual(["100% Growth_Hacks"]);
    expect(await titles("", "draft")).toEqual(["100% Growth_Hacks", "Brand Voice"]);
    expect(await titles("video", "archived")).toEqual(["Old News"]);
    expect(await titles("", "all")).toHaveLength(4);

    expect(await postStats(admin)).toEqual({ total: 4, published: 1, drafts: 2, featured: 1 });
  });
});
