import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/* A route module's component that imports a value from a server module pulls that module, and
   all it imports (the database client, PGlite, Drizzle), into the browser's bundle of the route:
   React Router strips only the loader and action. The setup page did so until 2026-11-29 (a
   594 KB chunk). The build global-setup made is read as the browser would fetch it. */

const assets = path.resolve("build/client/assets");
const serverOnly = [/pglite/i, /drizzle/i, /node:crypto/];

test("no script the browser can load carries the server's database code", () => {
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  const carrying = scripts.filter((name) => {
    const code = readFileSync(path.join(assets, name), "utf8");
    return serverOnly.some((marker) => marker.test(code));
  });
  expect(carrying).toEqual([]);
});
