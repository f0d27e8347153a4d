import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  const refused = [
    "//evil.example",
    "/.//evil.example",
    "/./evil.example/..//x", // normalises to //x
    "/\\evil.example",
    "\\/evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example/../%2f",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%252F%252Fevil.example",
    "/\tt/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "https://evil.example",
    "http:/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "evil.example",
    " /admin",
    "",
    "/x\u0000",
    `/${"a".repeat(3000)}`,
  ];
  it.each(refused)("refuses %j", (target) => {
    expect(safeRedirect(target, "/fallback")).toBe("/fallback");
  });

  it.each([1, null, undefined, ["/admin"], { path: "/" }])("refuses the non-string %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  const allowed: [string, string][] = [
    ["/", "/"],
    ["/admin", "/admin"],
    ["/client-portal/billing?tab=2#x", "/client-portal/billing?tab=2#x"],
    ["/blog/a%20b", "/blog/a%20b"],
    ["/a/../admin", "/admin"],
    ["/about?message=success#contact", "/about?message=success#contact"],
  ];
  it.each(allowed)("allows %j as %j", (target, expected) => {
    expect(safeRedirect(target, "/fallback")).toBe(expected);
  });
});
