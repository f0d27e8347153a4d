import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/e2e/support/app-process.ts";

/* `npm run dev` (Vite in middleware mode) renders pages. Its route modules run in Vite's module
   runner; the server modules they import must be the process's own instances (vite.config.ts,
   serverModulesFromNode), or the nonce the server's middleware puts in the request context is
   "not found" by entry.server.tsx and every page answers 500. */

let server: ChildProcess | undefined;
let origin = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "dev-server-"));

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Listening on")) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  const port = String(await freePort());
  server = spawn(process.execPath, ["server/main.ts", "--dev"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: port,
      HOST: "127.0.0.1",
      // Vitest puts Vite's BASE_URL ("/") in the environment; the server reads its own.
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await listening(server);
  origin = `http://127.0.0.1:${port}`;
}, 120_000);

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
