import type { Plugin } from "vite";
import { type ChunkFacts, rewriteWrittenChunks } from "./vite-written-chunks.ts";

/** V8's per-file compile hint (Chrome 136 and later); any other engine reads a comment. */
export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The chunks a public page runs in full as it starts: the client entry (React DOM and the router),
 * the `site` chunk (vite.config.ts) and the public pages' own route modules. Not code loaded on
 * demand, nor the back office's: there many functions of a file never run (decision 017).
 */
export function runsAtStart(chunk: ChunkFacts): boolean {
  if (chunk.isEntry && chunk.name === "entry.client") return true;
  if (chunk.name === "site") return true;
  // React Router's client route modules carry a query after the file's path.
  return /\/app\/routes\/site\/[^/?]+\.tsx(\?|$)/.test(chunk.facadeModuleId ?? "");
}

/**
 * Puts the compile hint on the first line of the chunks `runsAtStart` picks. Without it V8
 * compiles each function on its first call, on the main thread, in the middle of hydration; with
 * it the whole file is compiled while it streams in, on a background thread. V8 reads the hint
 * only before the file's first statement, so it goes in last, into the written file: minification
 * drops comments, and Vite puts its preload map at the top of a chunk in its own last step. The
 * file's name was hashed before the hint, so a build without this rule gave the same name to the
 * file without the comment: a cached copy of either runs the same code (decision 017).
 */
export function compileHints(): Plugin {
  return rewriteWrittenChunks({
    name: "agency:compile-hints",
    picks: runsAtStart,
    rewrite: (code) => `${compileHint}\n${code}`,
  });
}
