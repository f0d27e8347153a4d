/**
 * The .gz and .br copies of the client's JavaScript, CSS, SVG and text files that the static file
 * handler serves to browsers that accept them (server/http/app.ts, `precompressed: true`). Brotli
 * at its best setting saves about 12 % of the JavaScript over gzip, and the home page budget
 * (DESIGN.md: at most 120 KB of JavaScript) depends on it; it is also the slowest step of the
 * client build (4-7 s of one core here). `npm run build` writes both once React Router's build
 * is done (scripts/build.ts); the build inside `npm start` leaves Brotli to this file's command
 * line, run in the background once the server answers (scripts/start.ts): until then browsers get
 * the gzip copies. Run as `node scripts/precompress.ts`, it writes the missing .br copies.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const clientDir = path.join("build", "client");
/** Present while some .br copies are still to be written (outside the served directory). */
export const brotliPendingMarker = path.join("build", ".brotli-pending");

/** The files worth a compressed copy: text types of at least 1 KB. */
export function* compressible(dir: string): Generator<string> {
  for (const file of walk(dir)) {
    if (/\.(js|css|svg|json|txt)$/.test(file) && statSync(file).size >= 1024) yield file;
  }
}

export function writeGzipCopies(dir: string) {
  for (const file of compressible(dir))
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
}

/**
 * Writes the .br copy of every file that has none yet, so an interrupted run resumes. Each copy
 * appears whole (written aside, then renamed): a running server may serve it the moment it exists.
 */
export function writeBrotliCopies(dir: string) {
  for (const file of compressible(dir)) {
    if (existsSync(`${file}.br`)) continue;
    const partial = `${file}.br.${process.pid}.partial`;
    writeFileSync(
      partial,
      brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    renameSync(partial, `${file}.br`);
  }
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}

if (import.meta.main) {
  writeBrotliCopies(clientDir);
  rmSync(brotliPendingMarker, { force: true });
}
