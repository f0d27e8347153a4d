import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { productionNodeFlags } from "../../scripts/node-flags.ts";
import { freePort } from "../../tests/e2e/support/app-process.ts";

export { freePort };

/** Waits until GET /healthz answers 200; returns the milliseconds it took. */
export async function waitHealthy(baseURL: string, started = performance.now()) {
  // Generous: a first start (initdb) on a loaded shared machine has taken over a minute.
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return performance.now() - started;
    } catch {}
    if (performance.now() - started > 240_000) throw new Error("The app did not start");
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Resident memory of a process, in MB (Linux). */
export function rssMb(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/**
 * Builds the app when needed and starts it on a free port against a throw-away data directory,
 * optionally after running CLI commands (seed:demo...) on that directory. The server runs the way
 * `npm run serve` runs it (the bundle, NODE_ENV=production).
 */
export async function startApp(
  options: {
    cli?: string[][];
    env?: Record<string, string>;
    /** Appends the server's stdout and stderr to this file (otherwise they are dropped). */
    logFile?: string;
    /** Runs after the CLI commands, before the first launch (the PGlite files are free then). */
    beforeLaunch?: (dataDir: string) => Promise<void>;
    /** Another checkout to run, with its own build (bench:web-compare); default this one. */
    cwd?: string;
  } = {},
) {
  const cwd = options.cwd ?? process.cwd();
  if (!existsSync(path.join(cwd, "build/server/main.js")))
    execFileSync("npm", ["run", "build"], { cwd, stdio: "inherit" });
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
    execFileSync(process.execPath, ["server/cli.ts", ...args], { cwd, env, stdio: "inherit" });
  }
  await options.beforeLaunch?.(dataDir);
  const output = options.logFile ? openSync(options.logFile, "a") : "ignore";
  // The bundled production server, as `npm start` and `npm run serve` run it.
  const launch = () =>
    spawn(process.execPath, [...productionNodeFlags(), "build/server/main.js"], {
      cwd,
      env,
      stdio: ["ignore", output, output],
    });
  let server: ChildProcess = launch();
  const firstStartMs = await waitHealthy(baseURL);
  const stopServer = async () => {
    // Already gone (killed from outside): its exit event has passed and would never come again.
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return {
    baseURL,
    dataDir,
    firstStartMs,
    get pid() {
      return server.pid ?? 0;
    },
    /** Stops the server and starts it again on the same data and build: ms until /healthz is 200. */
    async restart() {
      await stopServer();
      const started = performance.now();
      server = launch();
      return waitHealthy(baseURL, started);
    },
    /** `kill -9`: the server dies at once, mid-request, with no clean-up of any kind. */
    async crash() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGKILL");
      await exited;
    },
    /** Starts the server again after a crash on the same data: ms until /healthz is 200. */
    async relaunch() {
      const started = performance.now();
      server = launch();
      return waitHealthy(baseURL, started);
    },
    async stop() {
      await stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first post linked from /blog, else the first published post of the demo data. */
export async function firstBlogPost(baseURL: string): Promise<string | null> {
  const html = await (await fetch(`${baseURL}/blog`)).text();
  const linked = /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(html)?.[1];
  if (linked) return linked;
  const { VIDEO_POSTS } = await import("../../server/db/seed/blog-posts-video.ts");
  const post = VIDEO_POSTS.find((p) => p.status === "published");
  return post ? `/blog/${post.slug}` : null;
}
