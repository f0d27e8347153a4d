import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort, waitHealthy } from "./start-app.ts";

/* The bare React Router 8 page (bench/bare-app/), built with the installed @react-router/dev and
   served by a plain Hono shell: the baseline every benchmark prints beside the product. */
const dir = "bench/bare-app";

export function buildBareApp() {
  if (existsSync(`${dir}/build/server/index.js`) && process.env.BENCH_REBUILD !== "true") return;
  execFileSync("npx", ["react-router", "build"], { cwd: dir, stdio: "inherit" });
}

export async function startBareApp() {
  buildBareApp();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [`${dir}/server.ts`, String(port)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  await waitHealthy(baseURL);
  return {
    baseURL,
    pid: server.pid ?? 0,
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    },
  };
}
