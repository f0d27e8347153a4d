/**
 * `npm run build`, and the build inside `npm start`: the React Router build (client, then SSR),
 * the server bundle (scripts/bundle-server.ts) and, at the same time on the second core, a
 * migrated PGlite template that a new data directory is copied from instead of running initdb
 * (server/db/pglite-template.ts). Then the stamp that lets `npm start` skip all of it next time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { builtPgliteTemplate } from "../server/db/pglite-template.ts";
import { inputsHash, stampBuild } from "./build-stamp.ts";
import { brotliPendingMarker, clientDir, writeBrotliCopies, writeGzipCopies } from "./precompress.ts";

type Options = {
  /** The inputs' hash when the caller computed it already (scripts/start.ts). */
  hash?: string;
  /** Leave the Brotli copies to a background pass after the server answers (scripts/precompress.ts). */
  brotliLater?: boolean;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
  return { child, done };
}

export async function buildApp(options: Options = {}) {
  const hash = options.hash ?? inputsHash();
  // React Router empties build/ when it starts: the template waits outside until the end.
  const template = path.resolve(".tmp", `pglite-template-${process.pid}`);
  mkdirSync(path.dirname(template), { recursive: true });
  // --liftoff-only: initdb took 5.5 s with it and 8.0 s without (load 8), TurboFan recompiling PGlite.
  const templating = run(process.execPath, ["--liftoff-only", "scripts/write-pglite-template.ts", template]);
  const began = performance.now();
  const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
  let templateReady = "";
  templating.done.then(
    () => (templateReady = seconds()),
    () => {},
  );
  const stop = (child: ChildProcess) => child.exitCode === null && child.kill();
  try {
    // Its CLI through this Node, found without npm's PATH (a bench or script may run us directly).
    await run(process.execPath, [path.resolve("node_modules/.bin/react-router"), "build"]).done;
    // The compressed copies once React Router is done: it writes the route manifest
    // (assets/manifest-*.js) after Vite's bundle. Inside `npm start` Brotli waits for a
    // background pass once the server answers (scripts/start.ts), marked by brotliPendingMarker.
    writeGzipCopies(clientDir);
    if (options.brotliLater) writeFileSync(brotliPendingMarker, "");
    else writeBrotliCopies(clientDir);
    const reactRouter = seconds();
    await run(process.execPath, ["scripts/bundle-server.ts"]).done;
    const bundled = seconds();
    await templating.done;
    // Where the time goes, for bench/README.md ("Memory and start").
    console.log(
      `Built in ${seconds()} s: React Router build done at ${reactRouter} s, server bundle at ${bundled} s, PGlite template at ${templateReady} s`,
    );
  } catch (error) {
    templating.done.catch(() => {});
    stop(templating.child);
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  renameSync(template, builtPgliteTemplate);
  // `npm run build` then `npm start` does not build again (scripts/start.ts compares this hash).
  stampBuild(hash);
}

if (import.meta.main) {
  await buildApp().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
