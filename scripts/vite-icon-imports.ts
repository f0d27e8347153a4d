import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const barrelImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Icon export name → the icon's own module, read from lucide-react's barrel file. */
export function lucideIconModules(barrelFile: string): Map<string, string> {
  const modules = new Map<string, string>();
  const reexport = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g;
  const barrel = readFileSync(barrelFile, "utf8");
  for (const [, names, relative] of barrel.matchAll(reexport)) {
    const file = path.join(path.dirname(barrelFile), relative);
    for (const entry of names.split(",")) {
      const alias = /default\s+as\s+(\w+)/.exec(entry.trim());
      if (alias) modules.set(alias[1], file);
    }
  }
  return modules;
}

/** Rewrites `import { A, B as C } from "lucide-react"` into one default import per icon module. */
export function rewriteIconImports(code: string, modules: Map<string, string>): string {
  return code.replace(barrelImport, (statement, specifiers: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const specifier of specifiers
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      const file = modules.get(imported);
      if (file && !imported.startsWith("type ")) direct.push(`import ${local} from ${JSON.stringify(file)};`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return statement;
    return [...direct, residualImport(rest)].join(" ");
  });
}

/**
 * What is left of the statement. Only types left: `import type`, since `import { type A }` is kept
 * as a side-effect import of the whole barrel under `verbatimModuleSyntax`.
 */
function residualImport(specifiers: string[]): string {
  if (specifiers.length === 0) return "";
  const types = specifiers.filter((specifier) => specifier.startsWith("type "));
  if (types.length < specifiers.length) return `import { ${specifiers.join(", ")} } from "lucide-react";`;
  return `import type { ${types.map((specifier) => specifier.slice("type ".length)).join(", ")} } from "lucide-react";`;
}

/**
 * lucide-react's entry re-exports every icon (about 1,700 modules): importing from it makes the
 * bundler load and parse all of them on every build, most of the build's modules. Pointing each
 * import at its icon's own module keeps the output the same and the build a good deal shorter,
 * which a first `npm start` waits for.
 */
export function iconImports(): Plugin {
  const barrelFile = createRequire(import.meta.url)
    .resolve("lucide-react")
    .replace(/cjs\/lucide-react\.js$/, "esm/lucide-react.mjs");
  let modules: Map<string, string> | undefined;
  return {
    name: "agency:icon-imports",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (file.includes("node_modules") || !/\.[jt]sx?$/.test(file) || !code.includes("lucide-react"))
        return null;
      modules ??= lucideIconModules(barrelFile);
      const rewritten = rewriteIconImports(code, modules);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
