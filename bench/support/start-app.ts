import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Builds the app when needed and starts it on a free port against a throw-away data directory,
 * optionally after running CLI commands (seed:demo...) on that directory.
 */
export async function startApp(options: { cli?: string[][]; env?: Record<string, string> } = {}) {
  if (!existsSync("build/server/index.js"))
    execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "agency-bench-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BASE_URL: baseURL,
    DATABASE_URL: "",
    ...options.env,
  };
  for (const args of options.cli ?? []) {
    execFileSync(process.execPath, ["server/cli.ts", ...args], { env, stdio: "inherit" });
  }
  const server: ChildProcess = spawn(process.execPath, ["server/main.ts"], { env, stdio: "ignore" });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {}
    if (i > 300) throw new Error("The app did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
