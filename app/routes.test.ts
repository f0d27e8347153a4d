import { describe, expect, it } from "vitest";
import {
  flattenRoutes,
  guardedRoutes,
  guardLayouts,
  requiredGuard,
  sampleUrl,
} from "../tests/support/route-table.ts";

describe("the route table", () => {
  const guarded = guardedRoutes();

  it("has the admin and client portal pages of the specification", () => {
    expect(guarded.filter((r) => r.guard === "admin").length).toBeGreaterThanOrEqual(13);
    expect(guarded.filter((r) => r.guard === "user").length).toBeGreaterThanOrEqual(7);
    expect(guarded.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/admin", "/admin/contacts", "/client-portal"]),
    );
  });

  it.each(guarded.map((r) => [r.pattern, r] as const))(
    "puts %s inside the layout whose middleware guards it",
    (_pattern, route) => {
      expect(route.layouts, `${route.file} must sit under ${guardLayouts[route.guard]}`).toContain(
        guardLayouts[route.guard],
      );
    },
  );

  it("leaves the public pages outside the guards", () => {
    const publicPatterns = flattenRoutes()
      .filter((r) => requiredGuard(r.pattern) === null)
      .map((r) => r.pattern);
    expect(publicPatterns).toEqual(expect.arrayContaining(["/", "/login", "/blog", "/auth-callback"]));
    for (const route of flattenRoutes().filter((r) => requiredGuard(r.pattern) === null)) {
      expect(route.layouts).not.toContain(guardLayouts.admin);
    }
  });

  it("would catch a new admin route added outside the admin layout", () => {
    const rogue = flattenRoutes([{ file: "routes/site/rogue.tsx", path: "admin/rogue" }]);
    expect(requiredGuard(rogue[0].pattern)).toBe("admin");
    expect(rogue[0].layouts).not.toContain(guardLayouts.admin);
    expect(requiredGuard("/api/admin/export")).toBe("admin");
  });

  it("fills parameters to make requestable URLs", () => {
    expect(sampleUrl("/admin/projects/:id/files/:file?")).toBe(
      "/admin/projects/00000000-0000-4000-8000-000000000000/files",
    );
    expect(sampleUrl("/")).toBe("/");
  });
});
