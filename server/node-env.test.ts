import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/* Item 1 of the performance issue: the server must never render with React's development build. */

/** Starts a Node process the way the entries do and reports which React DOM server build it loaded. */
function reactBuildLoaded(args: string[], env: Record<string, string | undefined> = {}) {
  const script = `
    await import("./server/node-env.ts");
    await import("react-dom/server");
    const { createRequire } = await import("node:module");
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({
      nodeEnv: process.env.NODE_ENV,
      development: loaded.some((f) => /react-dom-server\\.node\\.development/.test(f)),
      production: loaded.some((f) => /react-dom-server\\.node\\.production/.test(f)),
    }));`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!("NODE_ENV" in env)) delete childEnv.NODE_ENV;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script, "--", ...args], {
    env: childEnv,
  });
  return JSON.parse(out.toString().trim().split("\n").at(-1) ?? "{}") as {
    nodeEnv: string;
    development: boolean;
    production: boolean;
  };
}

describe("the process entries run React's production build", () => {
  it("sets NODE_ENV=production before React loads when nothing set it", () => {
    const result = reactBuildLoaded([]);
    expect(result.nodeEnv).toBe("production");
    expect(result.production).toBe(true);
    expect(result.development).toBe(false);
  });

  it("uses the development build only with --dev (npm run dev)", () => {
    const result = reactBuildLoaded(["--dev"]);
    expect(result.nodeEnv).toBe("development");
    expect(result.development).toBe(true);
  });

  it("imports node-env.ts first in server/main.ts, the bundled entry and scripts/start.ts", () => {
    for (const [file, specifier] of [
      ["server/main.ts", "./node-env.ts"],
      ["server/production-entry.ts", "./node-env.ts"],
      ["scripts/start.ts", "../server/node-env.ts"],
    ]) {
      const firstImport = /^import\s[^;]*?["']([^"']+)["']/m.exec(readFileSync(file, "utf8"))?.[1];
      expect(firstImport, file).toBe(specifier);
    }
  });

  it("npm start and npm run serve set NODE_ENV=production, npm run dev development", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toMatch(/^NODE_ENV=production /);
    expect(scripts.serve).toMatch(/^NODE_ENV=production /);
    expect(scripts.dev).toMatch(/^NODE_ENV=development /);
  });
});
