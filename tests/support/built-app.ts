import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildIsCurrent, inputsHash } from "../../scripts/build-stamp.ts";
import { type AppOptions, createApp } from "../../server/http/app.ts";

const buildFile = path.resolve("build/server/index.js");
/** The inputs the React Router build in build/ was made from, by this helper. */
const stampFile = path.resolve("build/.test-inputs-hash");
const lockDir = path.resolve(".tmp/test-build.lock");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One test file at a time builds (two workers building into build/ at once would break both). */
async function withBuildLock<T>(run: () => T): Promise<T> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than ten minutes belongs to a run that died.
      const lock = statSync(lockDir, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > 600_000) rmdirSync(lockDir);
      else await sleep(500);
    }
  }
  try {
    return run();
  } finally {
    rmdirSync(lockDir);
  }
}

/**
 * The HTTP shell serving the React Router build of the current code, as production serves it:
 * built here unless build/ already holds a build of exactly these sources.
 */
export async function builtApp(options: Partial<AppOptions> = {}) {
  await withBuildLock(() => {
    const hash = inputsHash();
    // `npm run build` stamps its own complete build; this helper stamps the React Router part.
    const current =
      buildIsCurrent(hash) ||
      (existsSync(buildFile) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash);
    if (!current) {
      execFileSync("npx", ["react-router", "build"], { stdio: "ignore" });
      writeFileSync(stampFile, hash);
    }
  });
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return createApp({ mode: "production", build, realtime: () => null, ...options });
}
