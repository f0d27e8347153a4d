import { describe, expect, it } from "vitest";
import { localPath, withQuery } from "./local-path.ts";

describe("localPath", () => {
  it("keeps same-site paths", () => {
    expect(localPath("/services?x=1")).toBe("/services?x=1");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "evil",
      42,
      undefined,
    ]) {
      expect(localPath(value, "/contact")).toBe("/contact");
    }
  });
});

describe("withQuery", () => {
  it("adds the query to the existing one and sets the fragment", () => {
    expect(withQuery("/blog?tag=video", { message: "success" }, "contact")).toBe(
      "/blog?tag=video&message=success#contact",
    );
  });
});
