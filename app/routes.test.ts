import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
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

describe("route components", () => {
  // The root and every layout and page of the table (decision 026, ninth addendum): a component
  // left unwrapped renders again in full for each navigation's 'loading' state.
  const files = ["root.tsx", ...new Set(flattenRoutes().flatMap((route) => [...route.layouts, route.file]))];

  it.each(files.map((file) => [file]))("%s exports its component wrapped in routeComponent", (file) => {
    const source = readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), "utf8");
    const defaultExport = source.match(/^export default .*$/m)?.[0];
    if (defaultExport) expect(defaultExport).toMatch(/^export default routeComponent\(\w+\);$/);
  });
});
