import { describe, expect, it } from "vitest";
import { bypassTargets } from "../tests/support/redirect-corpus.ts";
import { safeRedirect, sameOriginPath } from "./safe-redirect.ts";

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

describe("sameOriginPath", () => {
  const origin = "https://agency.example";
  it.each(bypassTargets(origin))("refuses the bypass form %j", (target) => {
    expect(sameOriginPath(target, origin, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["https://agency.example/admin?x=1#y", "/admin?x=1#y"],
    ["https://agency.example", "/"],
    ["HTTPS://AGENCY.EXAMPLE/blog", "/blog"],
    ["/client-portal", "/client-portal"],
  ])("turns %j into the path %j", (target, expected) => {
    expect(sameOriginPath(target, origin, "/fallback")).toBe(expected);
  });

  it.each([
    "https://agency.example//evil.example",
    "https://agency.example/..//evil.example",
    "http://agency.example/admin",
    "https://agency.example:8443/admin",
    "https://user@agency.example/admin",
    "https://agency.example\\@evil.example",
  ])("refuses %j, another origin or a path that leaves it", (target) => {
    expect(sameOriginPath(target, origin, "/fallback")).toBe("/fallback");
  });
});
