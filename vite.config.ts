import { builtinModules } from "node:module";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compileHints } from "./scripts/vite-compile-hints.ts";
import { iconImports } from "./scripts/vite-icon-imports.ts";
import { sharedStylesheet } from "./scripts/vite-shared-stylesheet.ts";

// Server-only modules (database, auth, mail) stay outside the SSR bundle: Node loads them from
// source through the package.json "imports" map, so the process entry and the route modules share
// one instance of each (PGlite allows a single connection per process).
const serverModules = /^#server\//;

/* The same for `npm run dev`. Vite's dev server runs the route modules in a module runner of its
   own, which would load a second copy of every server module beside the one the process entry
   imported: a second database client on the same data directory, and React Router contexts that
   are other objects (a value the server's middleware set was "not found" by the route). A server
   module resolves to its file URL, and the SSR environment counts such URLs among its built-ins,
   which its runner imports through Node: the very instance the process entry has. */
const serverDirUrl = `${pathToFileURL(import.meta.dirname).href}/server/`;
// The checkout's path as it is: a "." or "+" in it is no pattern.
const serverFileUrl = new RegExp(`^${serverDirUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

function serverModulesFromNode(): Plugin {
  return {
    name: "server-modules-from-node",
    apply: "serve",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "ssr" || !serverModules.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { id: pathToFileURL(resolved.id).href, external: true } : null;
    },
  };
}

/* The code every public page needs (header, footer, theme, navigation rules) travels as one file
   instead of a dozen small ones: on a phone each request costs a round trip and its headers. Parts
   loaded on demand (cursor canvas, forms, sign-in), the parts of one page or one family of pages
   (home, service pages, unsubscribe, call request) and the admin's components stay out of it:
   list only modules every public page needs. */
const siteShell = new RegExp(
  [
    // Not the parts of one page or one family of pages: rolldown takes a group's dependencies into
    // it, so the booking picker brought @date-fns/tz, and the public invoice and the blog's cards
    // zod, into every public page's start (39 KB more in the first 5 s).
    "/app/components/site/(?!cursor-canvas|call-request-form|home/|services/|newsletter/(unsubscribe-form|status-card)|booking/|invoice/|blog/)",
    "/app/components/theme/",
    String.raw`/app/components/layout/(navigation-progress|scroll-to-top|route-error-boundary|not-found|access-denied|theme-boot-script)\.`,
    String.raw`/app/components/ui/spinner\.`,
    String.raw`/core/(site-nav|motion|footer-quote|footer-newsletter|preload-schedule|theme|seo|content/agency)\.ts`,
    // The site layout route and react-dom's small shared part would otherwise be two more requests
    // of a few hundred bytes, each with its headers.
    String.raw`/app/routes/site/layout\.tsx`,
    String.raw`/react-dom/(index|cjs/react-dom\.production)\.js`,
    "/lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|context|shared/)",
    // Icons that the home page, /book and the newsletter's status share: alone, each was a request
    // of 0.2 KB with 0.4 KB of headers on each of them.
    "/lucide-react/dist/esm/icons/(chevron-(left|right)|circle-check)\\.",
  ].join("|"),
);

export default defineConfig({
  plugins: [
    serverModulesFromNode(),
    iconImports(),
    tailwindcss(),
    reactRouter(),
    compileHints(),
    sharedStylesheet(),
  ],
  environments: {
    client: {
      build: {
        rollupOptions: { output: { codeSplitting: { groups: [{ name: "site", test: siteShell }] } } },
      },
    },
    ssr: {
      // Vite's own default (Node's modules, node: and bun: names) and the server's files.
      resolve: { builtins: [...builtinModules, /^node:/, /^bun:/, serverFileUrl] },
      build: { rollupOptions: { external: (id) => serverModules.test(id) } },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer"] },
});
