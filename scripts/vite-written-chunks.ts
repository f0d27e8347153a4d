import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** What a step may pick a chunk by. */
export type ChunkFacts = { name: string; isEntry: boolean; facadeModuleId: string | null };

/**
 * A build step on the client's script files as written, after every step of Vite's own (its
 * preload lists are added in its last step, after the minifier): reads each chunk that `picks`
 * takes, and writes it back when `rewrite` changed it. A file's name was hashed before: a rewrite
 * must leave what the code does unchanged.
 */
export function rewriteWrittenChunks({
  name,
  picks = () => true,
  rewrite,
}: {
  name: string;
  picks?: (chunk: ChunkFacts) => boolean;
  rewrite: (code: string) => string;
}): Plugin {
  return {
    name,
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !picks(output)) continue;
        const file = path.join(options.dir ?? "", output.fileName);
        const code = readFileSync(file, "utf8");
        const rewritten = rewrite(code);
        if (rewritten !== code) writeFileSync(file, rewritten);
      }
    },
  };
}
