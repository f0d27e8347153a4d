import { describe, expect, it } from "vitest";
import { markStylesheetDeps } from "../../scripts/vite-shared-stylesheet.ts";

/* Issue 37: a lazy chunk's stylesheet is named as the page's link names it, so Vite's loader finds it. */

const preload = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\nimport{a}from"./x.js";`;

describe("markStylesheetDeps", () => {
  it("adds React Router's '#' to each stylesheet of the preload list, and leaves the scripts", () => {
    const code = preload(["assets/chart-1.js", "assets/site-2.css", "assets/x-3.js"]);
    expect(markStylesheetDeps(code)).toBe(
      preload(["assets/chart-1.js", "assets/site-2.css#", "assets/x-3.js"]),
    );
  });

  it("marks a stylesheet once, however often the build runs over the file", () => {
    const once = markStylesheetDeps(preload(["assets/site-2.css"]));
    expect(markStylesheetDeps(once)).toBe(once);
  });

  it("leaves a chunk without a preload list, and '.css' outside the list, as they are", () => {
    const code = 'import{a}from"./x.js";const s="assets/site-2.css";';
    expect(markStylesheetDeps(code)).toBe(code);
    const withText = `${preload(["assets/a.js"])}const s="b.css";`;
    expect(markStylesheetDeps(withText)).toBe(withText);
  });
});
