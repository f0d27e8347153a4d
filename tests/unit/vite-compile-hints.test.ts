import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compileHint, compileHints, runsAtStart } from "../../scripts/vite-compile-hints.ts";

/* Decision 017: the public pages' start-up chunks carry V8's compile hint on their first line. */

const chunk = (name: string, facadeModuleId: string | null = null, isEntry = false) => ({
  type: "chunk" as const,
  name,
  isEntry,
  facadeModuleId,
  fileName: `assets/${name}-hash.js`,
});
const route = (file: string) => `/work/app/routes/${file}?__react-router-build-client-route`;

describe("runsAtStart", () => {
  it("picks the client entry, the site chunk and the public pages' route modules", () => {
    expect(runsAtStart(chunk("entry.client", "/x/entry.client.tsx", true))).toBe(true);
    expect(runsAtStart(chunk("site"))).toBe(true);
    expect(runsAtStart(chunk("home", route("site/home.tsx"), true))).toBe(true);
    expect(runsAtStart(chunk("blog-post", route("site/blog-post.tsx"), true))).toBe(true);
  });

  it("leaves out the back office, the portal and code loaded on demand", () => {
    expect(runsAtStart(chunk("dashboard", route("admin/dashboard.tsx"), true))).toBe(false);
    expect(runsAtStart(chunk("portal", route("portal/home.tsx"), true))).toBe(false);
    expect(runsAtStart(chunk("sign-in-modal", "/work/app/components/auth/sign-in-modal.tsx"))).toBe(false);
    expect(runsAtStart(chunk("robots", route("site/robots.ts"), true))).toBe(false);
    // A chunk named like the entry that is not the build's entry.
    expect(runsAtStart(chunk("entry.client", null, false))).toBe(false);
  });
});

describe("compileHints", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the hint on the first line of the written files it picks, before Vite's preload map", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dir, "assets"));
    const site = chunk("site");
    const admin = chunk("dashboard", route("admin/dashboard.tsx"), true);
    const siteCode = "const __vite__mapDeps=(i)=>i;\nexport const a=1;";
    writeFileSync(path.join(dir, site.fileName), siteCode);
    writeFileSync(path.join(dir, admin.fileName), "export const b=2;");
    const plugin = compileHints();
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => void;
    writeBundle({ dir }, { [site.fileName]: site, [admin.fileName]: admin, "x.css": { type: "asset" } });
    expect(readFileSync(path.join(dir, site.fileName), "utf8")).toBe(`${compileHint}\n${siteCode}`);
    expect(readFileSync(path.join(dir, admin.fileName), "utf8")).toBe("export const b=2;");
  });
});
