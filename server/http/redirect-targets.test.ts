import { describe, expect, it } from "vitest";
import { withSafeRedirectTargets } from "./redirect-targets.ts";

const origin = "https://agency.example";

describe("withSafeRedirectTargets", () => {
  it("makes every redirect target of the query a path on the site, once", async () => {
    const request = new Request(
      `${origin}/api/auth/verify-email?token=t&callbackURL=%2F..%2F%2Fevil.example&callbackURL=%2Fadmin&next=${encodeURIComponent(`${origin}/blog`)}`,
    );
    const safe = new URL((await withSafeRedirectTargets(request, origin)).url);
    expect(safe.searchParams.getAll("callbackURL")).toEqual(["/"]);
    expect(safe.searchParams.get("next")).toBe("/blog");
    expect(safe.searchParams.get("token")).toBe("t");
  });

  it("rewrites JSON and form bodies, and leaves other fields as they were", async () => {
    const json = new Request(`${origin}/api/auth/sign-in/social`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "999" },
      body: JSON.stringify({
        provider: "google",
        callbackURL: "//evil.example",
        errorCallbackURL: "/auth-callback?via=google",
        newUserCallbackURL: ["/x"],
      }),
    });
    const safeJson = await withSafeRedirectTargets(json, origin);
    expect(safeJson.headers.get("content-length")).toBeNull();
    expect(await safeJson.json()).toEqual({
      provider: "google",
      callbackURL: "/",
      errorCallbackURL: "/auth-callback?via=google",
      newUserCallbackURL: "/",
    });

    const form = new Request(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "a@b.co", callbackURL: "https:evil.example" }).toString(),
    });
    const fields = new URLSearchParams(await (await withSafeRedirectTargets(form, origin)).text());
    expect(Object.fromEntries(fields)).toEqual({ email: "a@b.co", callbackURL: "/" });
  });

  it("hands on an unchanged request as it is, its body unread", async () => {
    const request = new Request(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", callbackURL: "/client-portal" }),
    });
    const same = await withSafeRedirectTargets(request, origin);
    expect(same).toBe(request);
    expect(await same.json()).toEqual({ email: "a@b.co", callbackURL: "/client-portal" });
  });
});
