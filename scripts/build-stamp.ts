import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/* `npm start` rebuilds only when what the build reads changed: a hash of these inputs is kept in
   build/.inputs-hash beside the build it describes. */

/** Everything `npm run build` reads: the app, and the server that scripts/bundle-server.ts bundles. */
export const buildInputs = [
  "app",
  "core",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build.ts",
  "scripts/bundle-server.ts",
  "scripts/precompress.ts",
  "scripts/vite-compile-hints.ts",
  "scripts/vite-icon-imports.ts",
  "scripts/vite-shared-stylesheet.ts",
  "scripts/vite-written-chunks.ts",
  "scripts/write-pglite-template.ts",
];

/** What must exist for a build to be usable: the bundled server (and the client beside it). */
const builtEntry = path.join("build", "server", "main.js");
const stampFile = path.join("build", ".inputs-hash");

function* files(root: string, entry: string): Generator<string> {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(root, path.join(entry, name));
  } else {
    yield entry;
  }
}

/** A hash of every build input (tests excluded: they never reach the build). */
export function inputsHash(root = ".") {
  const hash = createHash("sha256");
  for (const input of buildInputs) {
    for (const file of files(root, input)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest("hex");
}

/** Whether build/ holds a complete build of exactly these inputs. */
export function buildIsCurrent(hash: string, root = ".") {
  const stamp = path.join(root, stampFile);
  return existsSync(path.join(root, builtEntry)) && existsSync(stamp) && readFileSync(stamp, "utf8") === hash;
}

/** Records that build/ was made from these inputs (after a successful build only). */
export function stampBuild(hash: string, root = ".") {
  writeFileSync(path.join(root, stampFile), hash);
}
