/**
 * `npm start`: refuse early when the data directory is taken, build the app when its sources
 * changed since the last build, then run the server (which migrates the database at start).
 */
import "../server/node-env.ts";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { lockHolder } from "../server/db/data-dir-lock.ts";
import { EnvError, getEnv } from "../server/env.ts";

const buildInputs = [
  "app",
  "core",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const stampFile = path.join("build", ".inputs-hash");

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

function inputsHash() {
  const hash = createHash("sha256");
  for (const input of buildInputs) {
    for (const file of files(input)) {
      if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
      hash.update(file).update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

let env: ReturnType<typeof getEnv>;
try {
  env = getEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

if (!env.DATABASE_URL) {
  const holder = lockHolder(env.DATA_DIR);
  if (holder) {
    console.error(
      `The data directory ${env.DATA_DIR} is in use by another process (pid ${holder}): ` +
        "is the app already running? Stop it first, or set DATA_DIR to another directory. Nothing was changed.",
    );
    process.exit(1);
  }
}

const hash = inputsHash();
const built = existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
if (!built || process.env.FORCE_BUILD === "true") {
  console.log("Building the app...");
  const result = spawnSync("react-router", ["build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}

await import("../server/main.ts");
