/**
 * `npm start`: build the app when its sources changed since the last build (refusing first when
 * the data directory is taken), then run the bundled server (build/server/main.js), which migrates
 * the database at start. A restart with an unchanged build only hashes the sources and starts.
 * A build here leaves the Brotli copies of the client's files to a background pass.
 */
import "../server/node-env.ts";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { enableCompileCache } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApp } from "./build.ts";
import { buildIsCurrent, inputsHash } from "./build-stamp.ts";
import { brotliPendingMarker } from "./precompress.ts";

const serverEntry = path.resolve("build/server/main.js");

/** Refuses before a long build when the configuration is bad or the data directory is taken. */
async function checkBeforeBuilding() {
  const { EnvError, getEnv } = await import("../server/env.ts");
  const { lockHolder } = await import("../server/db/data-dir-lock.ts");
  let env: ReturnType<typeof getEnv>;
  try {
    env = getEnv();
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
  const holder = env.DATABASE_URL ? null : lockHolder(env.DATA_DIR);
  if (holder) {
    console.error(
      `The data directory ${env.DATA_DIR} is in use by another process (pid ${holder}): ` +
        "is the app already running? Stop it first, or set DATA_DIR to another directory. Nothing was changed.",
    );
    process.exit(1);
  }
}

const hash = inputsHash();
if (!buildIsCurrent(hash) || process.env.FORCE_BUILD === "true") {
  await checkBeforeBuilding();
  console.log("Building the app...");
  // Brotli copies come after the server answers (scripts/precompress.ts); gzip ones are there now.
  await buildApp({ hash, brotliLater: true }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}

// V8's compiled code of the bundle is kept between starts (a restart skips most parsing).
const compileCache = path.resolve("build/.compile-cache");
mkdirSync(compileCache, { recursive: true });
enableCompileCache(compileCache);
await import(pathToFileURL(serverEntry).href);
if (existsSync(brotliPendingMarker)) writeBrotliInBackground();

/** Writes the missing .br copies in a low-priority process; the next start resumes an interrupted one. */
function writeBrotliInBackground() {
  const child = spawn(process.execPath, ["scripts/precompress.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The server keeps running without them: browsers get the gzip copies.
  child.once("error", (error) => console.warn(`Brotli copies not written: ${error.message}`));
  child.unref();
  try {
    if (child.pid) os.setPriority(child.pid, 19);
  } catch {
    // It ended already.
  }
  process.once("exit", () => child.kill());
}
