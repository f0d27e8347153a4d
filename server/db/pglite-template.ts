import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/* A new PGlite data directory costs PostgreSQL's initdb (5-9 s of CPU inside WebAssembly on this
   loaded 2-core machine) plus the migrations. The template is that work done once by the build
   (scripts/build.ts, beside the client build): a migrated, empty, cleanly closed PGlite directory
   kept in build/server. A new data directory starts as a copy of it (under a second instead of
   initdb); the migrations still run at every start, so it only ever saves work
   (docs/decisions/010-bundled-server.md). */

/** Where the build keeps the template, relative to the checkout (beside build/server/main.js). */
export const builtPgliteTemplate = path.join("build", "server", "pglite-template");

/** Creates and migrates a PGlite directory at `target` (which must not exist yet). */
export async function writePgliteTemplate(target: string) {
  // Loaded here, not at the top: scripts/start.ts reads the path above at every start, and this
  // import (Drizzle, pg, PGlite from source) would cost seconds there.
  const { openDatabase } = await import("./client.ts");
  const work = `${target}.${process.pid}.partial`;
  const database = await openDatabase({ dataDir: work });
  await database.close();
  renameSync(path.join(work, "pglite"), target);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Gives a data directory's PGlite folder that has never been created a copy of the template.
 * The copy is made aside and renamed: a start interrupted half-way leaves no half a database.
 */
export function copyPgliteTemplate(template: string | undefined, pgDir: string) {
  if (!template || !existsSync(template) || existsSync(pgDir)) return;
  const partial = `${pgDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(template, partial, { recursive: true });
  renameSync(partial, pgDir);
}
