import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags that `npm start` and `npm run serve` give the production server, read from
 * package.json so that benchmarks and the browser tests start the server exactly as users do.
 */
export function productionNodeFlags(root = process.cwd()): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return flagsBefore(scripts.serve, "build/server/main.js");
}

/** The flags between `node` and `entry` in an npm script. */
export function flagsBefore(script: string, entry: string): string[] {
  const start = script.indexOf("node ");
  const end = script.indexOf(entry);
  if (start < 0 || end < start) throw new Error(`No "node … ${entry}" in the script: ${script}`);
  return script
    .slice(start + "node ".length, end)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}
