import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/* Issue 18 #14: the admin layout owns the one <main id="main"> and every admin title ends with
   ' | Admin'. Read from the sources so a new page or component is checked without being listed. */

const root = path.resolve(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
    .map((f) => path.join(dir, f));

describe("admin pages", () => {
  const pages = files("routes/admin").filter((f) => !f.endsWith("layout.tsx"));

  it("titles every admin page '<name> | Admin'", () => {
    const titles = pages.flatMap((f) =>
      [...readFileSync(path.join(root, f), "utf8").matchAll(/\btitle: "([^"]*)"/g)].map((m) => [f, m[1]]),
    );
    expect(titles.length).toBeGreaterThanOrEqual(8);
    expect(titles.filter(([, title]) => !title?.endsWith(" | Admin"))).toEqual([]);
  });

  it("renders no <main> of its own inside the admin layout", () => {
    const sources = [...pages, ...files("components/admin"), "components/layout/page-placeholder.tsx"];
    const nested = sources.filter((f) => /^\s*<main[\s>]/m.test(readFileSync(path.join(root, f), "utf8")));
    expect(nested).toEqual(["components/admin/admin-shell.tsx"]);
  });
});
