import { writeFileSync } from "node:fs";
import type { Plugin } from "vite";
import { brotliPendingMarker, writeBrotliCopies, writeGzipCopies } from "./precompress.ts";

/**
 * Writes .gz and .br copies of the client's text files at build time (scripts/precompress.ts).
 * With PRECOMPRESS_BROTLI=later (the build inside `npm start`) only the gzip copies are written
 * and a marker tells `npm start` to write the Brotli ones in the background once the server answers.
 */
export function precompress(): Plugin {
  return {
    name: "agency:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      writeGzipCopies(options.dir);
      if (process.env.PRECOMPRESS_BROTLI === "later") writeFileSync(brotliPendingMarker, "");
      else writeBrotliCopies(options.dir);
    },
  };
}
