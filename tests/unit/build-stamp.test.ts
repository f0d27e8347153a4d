import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputs, buildIsCurrent, inputsHash, stampBuild } from "../../scripts/build-stamp.ts";

/* Issue 13, item 5: `npm start` with an unchanged build starts at once instead of building. */

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  write("app/root.tsx", "export default 1;");
  write("server/db/client.ts", "export const a = 1;");
  write("package-lock.json", "{}");
  write("build/server/main.js", "// bundle");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build stamp of npm start", () => {
  it("finds a stamped build current, so a restart does not rebuild", () => {
    stampBuild(inputsHash(root), root);
    expect(buildIsCurrent(inputsHash(root), root)).toBe(true);
  });

  it("rebuilds when a server module changed: the bundle contains the server", () => {
    stampBuild(inputsHash(root), root);
    write("server/db/client.ts", "export const a = 2;");
    expect(buildIsCurrent(inputsHash(root), root)).toBe(false);
  });

  it("rebuilds when an app module is added", () => {
    stampBuild(inputsHash(root), root);
    write("app/routes/new.tsx", "export default 2;");
    expect(buildIsCurrent(inputsHash(root), root)).toBe(false);
  });

  it("ignores tests, which never reach the build", () => {
    stampBuild(inputsHash(root), root);
    write("server/db/client.test.ts", "it('x', () => {});");
    expect(buildIsCurrent(inputsHash(root), root)).toBe(true);
  });

  it("rebuilds when the bundled server is missing (a build that stopped half-way)", () => {
    stampBuild(inputsHash(root), root);
    rmSync(path.join(root, "build/server/main.js"));
    expect(buildIsCurrent(inputsHash(root), root)).toBe(false);
  });

  it("builds when there is no stamp (after npm ci on a fresh clone)", () => {
    expect(buildIsCurrent(inputsHash(root), root)).toBe(false);
  });

  it("hashes every local module the build configuration imports (a changed plugin rebuilds)", () => {
    for (const config of ["vite.config.ts", "react-router.config.ts"]) {
      const source = readFileSync(config, "utf8");
      const local = [...source.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)].map((m) => path.normalize(m[1]));
      for (const file of local) expect(buildInputs, `${config} imports ${file}`).toContain(file);
    }
  });
});
