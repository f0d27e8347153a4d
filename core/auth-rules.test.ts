import { describe, expect, it } from "vitest";
import {
  callbackDestination,
  destinationAfterSignIn,
  displayName,
  guardFor,
  initial,
  isAdmin,
  safeRedirectPath,
} from "./auth-rules.ts";

describe("isAdmin", () => {
  it("is true for the admin role or an owner e-mail, in any case", () => {
    expect(isAdmin({ email: "a@x.test", role: "admin" }, [])).toBe(true);
    expect(isAdmin({ email: "Owner@X.test ", role: "client" }, ["owner@x.test"])).toBe(true);
    expect(isAdmin({ email: "c@x.test", role: "client" }, ["owner@x.test"])).toBe(false);
    expect(isAdmin({ email: "c@x.test" }, [])).toBe(false);
  });
});

describe("display name and initial", () => {
  it("are the part of the e-mail before the @ and its first letter", () => {
    expect(displayName("jane.doe@example.test")).toBe("jane.doe");
    expect(initial("jane.doe@example.test")).toBe("J");
    expect(initial("@example.test")).toBe("?");
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/admin/contacts", "/admin/contacts"],
    ["/client-portal?tab=billing#x", "/client-portal?tab=billing#x"],
    ["/blog/a%20b", "/blog/a%20b"],
  ])("keeps the local path %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "admin",
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "/\tevil",
    "javascript:alert(1)",
    "/login?redirectTo=/admin",
    "/logout",
    "/api/auth/sign-out",
    "/auth-callback",
  ])("refuses %s", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});

describe("destinationAfterSignIn", () => {
  it("returns to the remembered page, else /admin for admins and /blog for others", () => {
    expect(destinationAfterSignIn({ isAdmin: true })).toBe("/admin");
    expect(destinationAfterSignIn({ isAdmin: false })).toBe("/blog");
    expect(destinationAfterSignIn({ isAdmin: false }, "/client-portal")).toBe("/client-portal");
    expect(destinationAfterSignIn({ isAdmin: true }, "https://evil.example")).toBe("/admin");
  });
});

describe("guardFor", () => {
  it("names the guard of a path", () => {
    expect(guardFor("/admin")).toBe("admin");
    expect(guardFor("/admin/contacts")).toBe("admin");
    expect(guardFor("/client-portal")).toBe("user");
    expect(guardFor("/client-portal/billing")).toBe("user");
    expect(guardFor("/administer")).toBeNull();
    expect(guardFor("/blog")).toBeNull();
  });
});

describe("callbackDestination", () => {
  it("sends a signed-in user on as sign-in would", () => {
    expect(callbackDestination({ isAdmin: true }, "email")).toBe("/admin");
    expect(callbackDestination({ isAdmin: false }, null, "/client-portal")).toBe("/client-portal");
  });

  it("says 'already confirmed' on /login when a confirmation link is opened again", () => {
    expect(callbackDestination(null, "email")).toBe("/login?confirmed=1");
    expect(callbackDestination(null, null)).toBe("/login");
  });
});
