import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";

// Server-only modules (database, auth, mail) stay outside the SSR bundle: Node loads them from
// source through the package.json "imports" map, so the process entry and the route modules share
// one instance of each (PGlite allows a single connection per process).
const serverModules = /^#server\//;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  environments: {
    ssr: {
      build: { rollupOptions: { external: (id) => serverModules.test(id) } },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer"] },
});
