import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { blogPosts } from "../db/schema.ts";
import type { SessionUser } from "../session.ts";
import { createPost } from "./admin-posts.ts";
import { countView, recordPostView, VISITOR_COOKIE, visitorOf } from "./views.ts";

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

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/blog/x", { headers: { "user-agent": browser, ...headers } });

describe("recordPostView", () => {
  it("counts a visitor once per day", async () => {
    const post = await newPost("Counted Post");
    const [before] = await db()
      .select({ updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(await recordPostView(post.id, "visitor-a", "2025-05-01")).toBe(true);
    expect(await recordPostView(post.id, "visitor-a", "2025-05-01")).toBe(false);
    expect(await recordPostView(post.id, "visitor-b", "2025-05-01")).toBe(true);
    expect(await recordPostView(post.id, "visitor-a", "2025-05-02")).toBe(true);
    expect(await viewsOf(post.id)).toBe(3);
    // Views are not edits.
    const [after] = await db()
      .select({ updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe("visitorOf", () => {
  it("uses our cookie when the browser sends it", () => {
    const visitor = visitorOf(request({ cookie: `other=1; ${VISITOR_COOKIE}=abcdefghijklmnop1234` }));
    expect(visitor).toEqual({ id: "abcdefghijklmnop1234", setCookie: null });
  });

  it("derives a stable id from address, browser and day otherwise, and hands it out as the cookie", () => {
    const day = new Date("2025-05-01T10:00:00Z");
    const a = visitorOf(request({ "x-forwarded-for": "203.0.113.5" }), day);
    const again = visitorOf(request({ "x-forwarded-for": "203.0.113.5" }), new Date("2025-05-01T20:00:00Z"));
    const otherAddress = visitorOf(request({ "x-forwarded-for": "203.0.113.6" }), day);
    const nextDay = visitorOf(
      request({ "x-forwarded-for": "203.0.113.5" }),
      new Date("2025-05-02T10:00:00Z"),
    );
    expect(again.id).toBe(a.id);
    expect(otherAddress.id).not.toBe(a.id);
    expect(nextDay.id).not.toBe(a.id);
    expect(a.setCookie).toMatch(
      new RegExp(`^${VISITOR_COOKIE}=${a.id}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    // A cookie that is not one of ours is ignored.
    expect(visitorOf(request({ cookie: `${VISITOR_COOKIE}=<script>` })).setCookie).not.toBeNull();
  });
});

describe("countView", () => {
  it("counts a reader once, and ignores crawlers, prefetches and agent-less scripts", async () => {
    const post = await newPost("Request Counted");
    const first = await countView(request(), post.id);
    expect(first.counted).toBe(true);
    const cookie = first.setCookie!.split(";")[0];
    expect((await countView(request({ cookie }), post.id)).counted).toBe(false);
    expect(
      (await countView(request({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }), post.id))
        .counted,
    ).toBe(false);
    expect((await countView(request({ "sec-purpose": "prefetch" }), post.id)).counted).toBe(false);
    expect((await countView(new Request("http://localhost/blog/x"), post.id)).counted).toBe(false);
    expect(await viewsOf(post.id)).toBe(1);
  });
});
