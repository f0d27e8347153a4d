import { describe, expect, it } from "vitest";
import {
  IMAGE_URL_MESSAGE,
  postErrors,
  postInputFromFormData,
  postInputSchema,
  REQUIRED_FIELDS_MESSAGE,
  SLUG_FROM_TITLE_MESSAGE,
  SLUG_UNUSABLE_MESSAGE,
} from "./post-schema.ts";

const valid = { title: "Hello World", content: "<p>Hi</p>" };

describe("postInputSchema", () => {
  it("fills the defaults: slug from the title, author 'Admin', draft, not featured, no tags", () => {
    const post = postInputSchema.parse(valid);
    expect(post).toMatchObject({
      slug: "hello-world",
      author: "Admin",
      status: "draft",
      featured: false,
      tags: [],
      imageUrl: null,
      excerpt: null,
    });
  });

  it.each([
    ["title", { ...valid, title: "  " }],
    ["content", { ...valid, content: "   " }],
  ])("asks for title, slug and content when the %s is missing", (field, input) => {
    const result = postInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      const { message, fields } = postErrors(result.error);
      expect(message).toBe(REQUIRED_FIELDS_MESSAGE);
      expect(fields[field as "title"]).toBe("Required");
    }
  });

  it("says 'Please fill in title, slug, and content' once when the form is sent empty", () => {
    const result = postInputSchema.safeParse({ title: "", slug: "", content: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      const { message, fields } = postErrors(result.error);
      const said = [message, ...Object.values(fields)];
      expect(said.filter((text) => text === REQUIRED_FIELDS_MESSAGE)).toHaveLength(1);
      expect(fields).toEqual({ title: "Required", content: "Required" });
    }
  });

  it.each([["!!! ???"], ["日本語のタイトル"], ["🎬🎉"]])(
    "says that no slug can be made from the title %s and asks for one",
    (title) => {
      const result = postInputSchema.safeParse({ ...valid, title });
      expect(result.success).toBe(false);
      if (!result.success) {
        const { message, fields } = postErrors(result.error);
        expect(message).toBe(SLUG_FROM_TITLE_MESSAGE);
        expect(fields.slug).toBe(SLUG_FROM_TITLE_MESSAGE);
      }
      expect(postInputSchema.parse({ ...valid, title, slug: "launch-day" }).slug).toBe("launch-day");
    },
  );

  it("says a typed slug is unusable when nothing of it is left", () => {
    const result = postInputSchema.safeParse({ ...valid, slug: "🎬" });
    expect(result.success).toBe(false);
    if (!result.success) expect(postErrors(result.error).fields.slug).toBe(SLUG_UNUSABLE_MESSAGE);
  });

  it("keeps accented letters of the title in the slug", () => {
    expect(postInputSchema.parse({ ...valid, title: "Café Crème Brûlée" }).slug).toBe("cafe-creme-brulee");
  });

  it("accepts only http and https image URLs, and images the site serves itself", () => {
    expect(postInputSchema.parse({ ...valid, imageUrl: "https://example.com/a.jpg" }).imageUrl).toBe(
      "https://example.com/a.jpg",
    );
    expect(postInputSchema.parse({ ...valid, imageUrl: "/images/blog/a.png" }).imageUrl).toBe(
      "/images/blog/a.png",
    );
    for (const imageUrl of [
      "not a url",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://x/y",
      "//evil.example/a.png",
      "/a b.png",
    ]) {
      const result = postInputSchema.safeParse({ ...valid, imageUrl });
      expect(result.success, imageUrl).toBe(false);
      if (!result.success) expect(postErrors(result.error).fields.imageUrl).toBe(IMAGE_URL_MESSAGE);
    }
  });

  it("normalises a typed slug and the tags", () => {
    const post = postInputSchema.parse({ ...valid, slug: "My Slug", tags: [" a ", "A", "", "b"] });
    expect(post.slug).toBe("my-slug");
    expect(post.tags).toEqual(["a", "b"]);
  });

  it("refuses an unknown status", () => {
    expect(postInputSchema.safeParse({ ...valid, status: "deleted" }).success).toBe(false);
  });
});

describe("postInputFromFormData", () => {
  it("reads repeated tags and the featured checkbox", () => {
    const form = new FormData();
    form.set("title", "T");
    form.set("content", "C");
    form.append("tags", "x");
    form.append("tags", "y");
    form.set("featured", "on");
    form.set("status", "published");
    expect(postInputSchema.parse(postInputFromFormData(form))).toMatchObject({
      tags: ["x", "y"],
      featured: true,
      status: "published",
    });
  });
});
