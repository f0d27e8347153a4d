import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, testAppEnv, waitForHealth } from "../tests/e2e/support/app-process.ts";

/* `npm run dev` (Vite in middleware mode) renders pages. Its route modules run in Vite's module
   runner; the server modules they import must be the process's own instances (vite.config.ts,
   serverModulesFromNode), or the nonce the server's middleware puts in the request context is
   "not found" by entry.server.tsx and every page answers 500. */

let server: ChildProcess | undefined;
let origin = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "dev-server-"));
// Beside the data directory, which is removed after the run: kept for a failure's reading.
const logFile = `${dataDir}.log`;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const output = openSync(logFile, "w");
  server = spawn(process.execPath, ["server/main.ts", "--dev"], {
    // The e2e apps' environment (it also names the base address, over Vitest's BASE_URL "/"), in
    // development.
    env: testAppEnv(port, dataDir, { NODE_ENV: "development" }),
    stdio: ["ignore", output, output],
  });
  await waitForHealth(origin, server, logFile);
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.on("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe("npm run dev", () => {
  it.each(["/", "/blog", "/services"])(
    "renders %s",
    async (pathname) => {
      const response = await fetch(origin + pathname);
      const html = await response.text();
      expect(response.status, html.slice(0, 500)).toBe(200);
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).toContain("<title>");
      // Served from source by Vite, not from a build.
      expect(html).toContain('"/app/root.tsx"');
    },
    60_000,
  );
});
