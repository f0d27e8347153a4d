import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_URL_MESSAGE } from "#core/blog/post-schema.ts";
import { setDatabase } from "#server/db/client.ts";
import { getEnv, setEnv } from "#server/env.ts";
import type { SessionUser } from "#server/session.ts";
import { userContext } from "#server/user-context.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import { action, loader } from "./blog-posts.tsx";

const { database, withoutTable } = useTestDatabase();

const admin: SessionUser = {
  id: crypto.randomUUID(),
  email: "a@x.test",
  name: "a",
  emailVerified: true,
  isAdmin: true,
};

function args(user: SessionUser, body?: Record<string, string | string[]>, query = "") {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body ?? {})) {
    for (const v of [value].flat()) form.append(key, v);
  }
  const request = new Request(
    `http://localhost/admin/blog-posts${query}`,
    body ? { method: "POST", body: form } : {},
  );
  return { request, context, params: {}, unstable_pattern: "/admin/blog-posts" } as never;
}

type Result = { data: Record<string, unknown>; init: { status?: number } | null };
const run = async (user: SessionUser, body: Record<string, string | string[]>) =>
  (await action(args(user, body))) as unknown as Result;

describe("/admin/blog-posts action", () => {
  it("creates, updates and deletes with the specification's texts", async () => {
    const created = await run(admin, {
      intent: "create",
      title: "Route Post",
      content: "<p>x</p>",
      tags: ["a", "b"],
    });
    expect(created.data).toEqual({ ok: true, intent: "create", message: "Post created successfully!" });
    const list = await loader(args(admin, undefined, "?q=route"));
    expect(list.posts.map((p) => p.tags)).toEqual([["a", "b"]]);
    const id = list.posts[0].id;

    const updated = await run(admin, {
      intent: "update",
      id,
      title: "Route Post 2",
      slug: "route-post",
      content: "<p>y</p>",
    });
    expect(updated.data.message).toBe("Post updated successfully!");

    const deleted = await run(admin, { intent: "delete", id });
    expect(deleted.data.message).toBe("Post deleted successfully!");
  });

  it("answers bad input with a message and a 4xx, never a 500", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [
        { intent: "create", title: "", content: "" },
        400,
        "Failed to save post: Please fill in title, slug, and content",
      ],
      [
        { intent: "create", title: "T", content: "x", imageUrl: "javascript:alert(1)" },
        400,
        `Failed to save post: ${IMAGE_URL_MESSAGE}`,
      ],
      [
        { intent: "create", title: "T", content: "x", status: "deleted" },
        400,
        "Failed to save post: Choose a status: draft, published or archived",
      ],
      [
        { intent: "update", id: "../../etc", title: "T", content: "x" },
        404,
        "Failed to save post: This post no longer exists.",
      ],
      [{ intent: "delete", id: "' or 1=1 --" }, 404, "Failed to delete post: This post no longer exists."],
      [{ intent: "explode" }, 400, "Unknown action."],
      [{}, 400, "Unknown action."],
    ];
    for (const [body, status, message] of cases) {
      const result = await run(admin, body);
      expect(result.init?.status, JSON.stringify(body)).toBe(status);
      expect(result.data.message).toBe(message);
    }
    await run(admin, { intent: "create", title: "Dup", content: "x" });
    const dup = await run(admin, { intent: "create", title: "Dup", content: "x" });
    expect(dup.init?.status).toBe(409);
    expect(dup.data.message).toBe("Failed to save post: A post with this slug already exists.");
  });

  it("a failing database gets the page's failure text, logged, as 503 as in every other action", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await withoutTable("blog_posts", async () => {
      const saved = await run(admin, { intent: "create", title: "Lost", content: "<p>x</p>" });
      expect(saved.init?.status).toBe(503);
      expect(saved.data).toEqual({
        ok: false,
        intent: "create",
        message: "Failed to save post: The server could not complete the request. Please try again.",
      });
      const deleted = await run(admin, { intent: "delete", id: crypto.randomUUID() });
      expect(deleted.init?.status).toBe(503);
      expect(deleted.data).toEqual({
        ok: false,
        intent: "delete",
        message: "Failed to delete post: The server could not complete the request. Please try again.",
      });
      expect(error).toHaveBeenCalledWith("[blog] saving failed:", expect.anything());
    });
  });

  it("previews content through the sanitiser", async () => {
    const result = await run(admin, {
      intent: "preview",
      content: "<p onclick=x>Hi</p><script>alert(1)</script>",
    });
    expect(result.data).toEqual({ intent: "preview", html: "<p>Hi</p>" });
  });

  it("refuses a non-admin even if the layout guard were bypassed", async () => {
    await expect(
      run({ ...admin, isAdmin: false }, { intent: "preview", content: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(loader(args({ ...admin, isAdmin: false }))).rejects.toMatchObject({ status: 403 });
  });
});

describe("/admin/blog-posts loader", () => {
  it("shows 'Failed to load blog posts: {message}' when the database fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setDatabase(undefined);
    try {
      const result = await loader(args(admin));
      expect(result.error).toBe("Failed to load blog posts: The database is not open yet");
      expect(result.posts).toEqual([]);
      expect(error).toHaveBeenCalled();
    } finally {
      setDatabase(database());
    }
  });

  it("falls back to 'all' for an unknown status filter", async () => {
    expect((await loader(args(admin, undefined, "?status=bogus"))).status).toBe("all");
  });
});

describe("/admin/blog-posts in preview mode", () => {
  it("refuses writes, since every visitor is the demo admin there", async () => {
    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      const result = await run(admin, { intent: "create", title: "Preview", content: "x" });
      expect(result.init?.status).toBe(403);
      expect(result.data.message).toBe("Blog post changes are disabled in preview mode");
      expect((await loader(args(admin, undefined, "?q=preview"))).posts).toEqual([]);
    } finally {
      setEnv(env);
    }
  });
});
