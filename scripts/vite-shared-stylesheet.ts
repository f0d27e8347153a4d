import type { Plugin } from "vite";
import { rewriteWrittenChunks } from "./vite-written-chunks.ts";

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
 * page restyled in full the moment the copy came, at the first lazy import of any page (issue 37).
 * Written into the output files last, as Vite adds the list in its own last step.
 */
export function sharedStylesheet(): Plugin {
  return rewriteWrittenChunks({ name: "agency:shared-stylesheet", rewrite: markStylesheetDeps });
}
