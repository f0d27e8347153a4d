import { describe, expect, it } from "vitest";
import { addTag, cardTags, normalizeTags, removeTag } from "./tags.ts";

describe("addTag", () => {
  it("adds a trimmed tag", () => {
    expect(addTag(["Video"], "  Marketing  ")).toEqual(["Video", "Marketing"]);
  });

  it("ignores an empty or blank tag", () => {
    expect(addTag(["Video"], "")).toEqual(["Video"]);
    expect(addTag(["Video"], "   ")).toEqual(["Video"]);
  });

  it("ignores a tag already present, whatever its case or padding", () => {
    expect(addTag(["Video"], "Video")).toEqual(["Video"]);
    expect(addTag(["Video"], " video ")).toEqual(["Video"]);
  });

  it("does not change the list it was given", () => {
    const tags = ["a"];
    addTag(tags, "b");
    expect(tags).toEqual(["a"]);
  });
});

describe("normalizeTags", () => {
  it("trims, drops empties and duplicates, keeping the first spelling and the order", () => {
    expect(normalizeTags([" SEO ", "", "Brand", "seo", "  ", "Brand ", "Video"])).toEqual([
      "SEO",
      "Brand",
      "Video",
    ]);
  });
});

describe("removeTag", () => {
  it("removes exactly the given tag", () => {
    expect(removeTag(["a", "b", "c"], "b")).toEqual(["a", "c"]);
  });
});

describe("cardTags", () => {
  it("shows up to 3 tags and no '+N more' when there are 3 or fewer", () => {
    expect(cardTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0, moreLabel: null });
  });

  it("shows 3 tags and '+N more' for the rest", () => {
    expect(cardTags(["a", "b", "c", "d", "e"])).toEqual({
      shown: ["a", "b", "c"],
      more: 2,
      moreLabel: "+2 more",
    });
  });
});
