import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Writes .br and .gz copies of the client's JavaScript, CSS and SVG files at build time; the
 * static file handler (server/http/app.ts) serves them to browsers that accept them. Brotli at its
 * best setting saves about 12 % of the JavaScript over on-the-fly gzip: the home page budget
 * (DESIGN.md: at most 120 KB of JavaScript) depends on it.
 */
export function precompress(): Plugin {
  return {
    name: "agency:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      if (!options.dir) return;
      for (const file of walk(options.dir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
