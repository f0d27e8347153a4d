import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { lucideIconModules, rewriteIconImports } from "../../scripts/vite-icon-imports.ts";

const barrel = createRequire(import.meta.url)
  .resolve("lucide-react")
  .replace(/cjs\/lucide-react\.js$/, "esm/lucide-react.mjs");
const modules = lucideIconModules(barrel);

describe("icon imports", () => {
  it("maps every name of an icon, aliases included, to its own module", () => {
    expect(modules.get("Trash2")).toMatch(/icons\/trash\.mjs$/);
    expect(modules.get("Trash2Icon")).toBe(modules.get("Trash2"));
    expect(modules.size).toBeGreaterThan(1000);
  });

  it("imports each icon from its module and keeps what is not an icon", () => {
    const code =
      'import {\n  Plus,\n  Trash2 as Bin,\n  createLucideIcon,\n} from "lucide-react";\nuse(Plus, Bin);';
    const rewritten = rewriteIconImports(code, modules);
    expect(rewritten).toContain(`import Plus from ${JSON.stringify(modules.get("Plus"))};`);
    expect(rewritten).toContain(`import Bin from ${JSON.stringify(modules.get("Trash2"))};`);
    expect(rewritten).toContain('import { createLucideIcon } from "lucide-react";');
    expect(rewritten).toContain("use(Plus, Bin);");
  });

  it("leaves only a type import behind, never a side-effect import of the whole barrel", () => {
    const rewritten = rewriteIconImports('import { ArrowUp, type LucideIcon } from "lucide-react";', modules);
    expect(rewritten).toContain('import type { LucideIcon } from "lucide-react";');
    expect(rewritten).not.toMatch(/import \{ type/);
  });

  it("does not touch type-only imports or other packages", () => {
    const code = 'import type { LucideIcon } from "lucide-react";\nimport { Plus } from "./icons";';
    expect(rewriteIconImports(code, modules)).toBe(code);
  });
});
