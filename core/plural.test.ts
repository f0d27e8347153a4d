import { describe, expect, it } from "vitest";
import { countOf, pluralWord } from "./plural.ts";

describe("countOf", () => {
  it("writes one in the singular and every other count in the plural, with thousands separators", () => {
    expect(countOf(1, "income transaction")).toBe("1 income transaction");
    expect(countOf(0, "income transaction")).toBe("0 income transactions");
    expect(countOf(2, "submission")).toBe("2 submissions");
    expect(countOf(1634, "submission")).toBe("1,634 submissions");
    expect(countOf(1, "person", "people")).toBe("1 person");
    expect(countOf(3, "person", "people")).toBe("3 people");
  });

  it("gives the word alone for a count written apart", () => {
    expect(pluralWord(1, "post")).toBe("post");
    expect(pluralWord(5, "post")).toBe("posts");
  });
});
