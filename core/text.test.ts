import { describe, expect, it } from "vitest";
import { characterLimit, truncate } from "./text.ts";

describe("truncate", () => {
  it("cuts long text with an ellipsis", () => {
    expect(truncate("a  b", 10)).toBe("a b");
    expect(truncate("abcdef", 3)).toBe("abc...");
  });
});

describe("characterLimit", () => {
  it("counts characters against the limit", () => {
    expect(characterLimit("hello", 5000)).toEqual({ label: "5 / 5,000", over: false, message: undefined });
  });

  it("refuses past the limit with a message instead of cutting", () => {
    const result = characterLimit("x".repeat(10_000), 5000);
    expect(result.over).toBe(true);
    expect(result.label).toBe("10,000 / 5,000");
    expect(result.message).toBe("5,000 characters too long: please keep this under 5,000 characters");
  });
});
