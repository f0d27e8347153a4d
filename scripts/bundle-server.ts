/**
 * After `react-router build` (scripts/build.ts runs both): bundles the production process
 * (server/production-entry.ts, which imports the React Router server build and the server's
 * source) with its pure-JavaScript dependencies into build/server/main.js. Node then loads a few
 * files instead of resolving and type-stripping some two thousand modules at every start (docs/decisions/010-bundled-server.md).
 */
import { cpSync } from "node:fs";
import { build } from "vite";

/* Left to Node: packages that load files next to their own code (PGlite's WASM and extension
   archives, pdfkit's fonts), pg's optional native binding, and nodemailer (CommonJS that reads its
   own JSON). Everything else is inlined. */
export const externalPackages = [
  "@electric-sql/pglite",
  "pg",
  "pg-native",
  "nodemailer",
  "@react-pdf/renderer",
];

const external = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

await build({
  configFile: false,
  logLevel: "warn",
  // React and the rest pick their production code at bundle time, not at every start.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, external: externalPackages, target: "node" },
  resolve: { conditions: ["node", "import", "module", "default"] },
  build: {
    ssr: "server/production-entry.ts",
    outDir: "build/server",
    emptyOutDir: false,
    copyPublicDir: false,
    minify: false,
    sourcemap: false,
    target: "node24",
    rollupOptions: {
      external,
      // "use client" directives and dynamic imports of modules already in the bundle: expected.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INEFFECTIVE_DYNAMIC_IMPORT")
          return;
        warn(warning);
      },
      output: { entryFileNames: "main.js", chunkFileNames: "main-[name]-[hash].js" },
    },
  },
});

// server/db/client.ts finds the migrations beside its module, which is now build/server/main.js.
cpSync("server/db/migrations", "build/server/migrations", { recursive: true });
console.log("Bundled the server into build/server/main.js");
