import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Vite's list of the files a chunk's lazy imports load first, at the top of the chunk. */
const preloadList = /(__vite__mapDeps=[^[]*\[)([^\]]*)\]/;

/** Names each stylesheet of a chunk's preload list as React Router's manifest does: with a '#'. */
export function markStylesheetDeps(code: string): string {
  return code.replace(
    preloadList,
    (_, head: string, list: string) => `${head}${list.replace(/"([^"#]+\.css)"/g, '"$1#"')}]`,
  );
}

/**
 * React Router's manifest names a stylesheet that lazily loaded chunks also need with a '#' at the
 * end, so the page links `site.css#`. Vite's loader of a lazy chunk looks for the page's link of
 * each stylesheet the chunk needs and, not finding `site.css`, added a second link to it: the
 * whole stylesheet twice in the page, every element's style matched against both copies, and the
 * page restyled in full the moment the copy came (issue 37: a third of the style work of a back
 * office screen, a full restyle on the first lazy import of a public page). Written into the
 * output files last, as Vite adds the list in its own last step.
 */
export function sharedStylesheet(): Plugin {
  return {
    name: "agency:shared-stylesheet",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const file = path.join(options.dir ?? "", output.fileName);
        const code = readFileSync(file, "utf8");
        const marked = markStylesheetDeps(code);
        if (marked !== code) writeFileSync(file, marked);
      }
    },
  };
}
