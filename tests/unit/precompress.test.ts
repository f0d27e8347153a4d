import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeBrotliCopies, writeGzipCopies } from "../../scripts/precompress.ts";

/* Issue 13, item 5: the build inside `npm start` writes the Brotli copies after the server
   answers; what gets written must be what the build used to write, and a resumed run must finish. */

let dir: string;
const big = `export const text = ${JSON.stringify("agency ".repeat(400))};\n`;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app.js"), big);
  writeFileSync(path.join(dir, "assets", "site.css"), big);
  writeFileSync(path.join(dir, "assets", "tiny.js"), "export {};\n");
  writeFileSync(path.join(dir, "assets", "photo.webp"), big);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressed copies of the client's files", () => {
  it("compresses text files of at least 1 KB, each copy decoding to its file", () => {
    writeGzipCopies(dir);
    writeBrotliCopies(dir);
    expect(readdirSync(path.join(dir, "assets")).sort()).toEqual([
      "app.js",
      "app.js.br",
      "app.js.gz",
      "photo.webp",
      "site.css",
      "site.css.br",
      "site.css.gz",
      "tiny.js",
    ]);
    const file = path.join(dir, "assets", "app.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(big);
  });

  it("resumes: writes only the missing Brotli copies and leaves no partial file", () => {
    const done = path.join(dir, "assets", "app.js.br");
    writeFileSync(done, "already written");
    writeBrotliCopies(dir);
    expect(readFileSync(done, "utf8")).toBe("already written");
    expect(existsSync(path.join(dir, "assets", "site.css.br"))).toBe(true);
    expect(readdirSync(path.join(dir, "assets")).filter((name) => name.includes("partial"))).toEqual([]);
  });
});
