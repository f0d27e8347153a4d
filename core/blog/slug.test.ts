import { describe, expect, it } from "vitest";
import { isUsableSlug, resolveSlug, slugify } from "./slug.ts";

describe("slugify", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });

  it("drops characters other than letters, digits, spaces and hyphens", () => {
    expect(slugify("10 Tips: Brand & Video (2025)!")).toBe("10-tips-brand-video-2025");
  });

  it("transliterates accented letters and ligatures instead of dropping them", () => {
    expect(slugify("Café Crème Brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("Straße Æsir Øresund Łódź")).toBe("strasse-aesir-oresund-lodz");
    expect(slugify("ﬁnancial Ǆ")).toBe("financial-dz");
  });

  it("gives nothing usable for a Japanese or emoji-only title", () => {
    expect(isUsableSlug(slugify("日本語のタイトル"))).toBe(false);
    expect(isUsableSlug(slugify("🎬🎉"))).toBe(false);
    expect(isUsableSlug(slugify("Café 🎬"))).toBe(true);
  });

  it("collapses repeated hyphens and runs of spaces", () => {
    expect(slugify("a -- b   c---d")).toBe("a-b-c-d");
  });

  it("keeps existing hyphens and digits", () => {
    expect(slugify("state-of-video-2025")).toBe("state-of-video-2025");
  });

  it("trims surrounding whitespace before converting", () => {
    expect(slugify("  Padded Title  ")).toBe("padded-title");
  });

  it("gives an empty slug for a title with nothing usable", () => {
    // The rule alone leaves a lone hyphen here; the post schema refuses such a slug.
    expect(slugify("!!! ???")).toBe("-");
    expect(slugify("***")).toBe("");
  });
});

describe("resolveSlug", () => {
  it("generates the slug from the title when the slug is empty", () => {
    expect(resolveSlug("", "My First Post")).toBe("my-first-post");
    expect(resolveSlug("   ", "My First Post")).toBe("my-first-post");
    expect(resolveSlug(undefined, "My First Post")).toBe("my-first-post");
  });

  it("keeps a typed slug, normalised by the same rule", () => {
    expect(resolveSlug("custom-slug", "Title")).toBe("custom-slug");
    expect(resolveSlug("Custom Slug/../x", "Title")).toBe("custom-slugx");
  });
});
