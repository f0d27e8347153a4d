import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { flagsBefore, productionNodeFlags } from "../../scripts/node-flags.ts";

describe("production Node flags", () => {
  it("are the same for npm start and npm run serve", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(flagsBefore(scripts.start, "scripts/start.ts")).toEqual(productionNodeFlags());
  });

  it("keep PGlite on Liftoff code, cap V8's young generation and grow its heap for size", () => {
    expect(productionNodeFlags()).toEqual(
      expect.arrayContaining(["--liftoff-only", "--max-semi-space-size=8", "--optimize-for-size"]),
    );
  });

  it("refuses a script that does not run the entry with node", () => {
    expect(() => flagsBefore("tsx server/main.ts", "build/server/main.js")).toThrow(/No "node/);
  });
});
