/**
 * Memory and start of the production server (issue 13, item 5), run the way `npm start` runs it
 * (`node scripts/start.ts`) in a checkout: the first start after `npm ci` (a forced build, then a
 * fresh data directory: initdb and migrations) and a restart with the unchanged build, each to a
 * healthy /healthz; then the RSS after warm-up on PGlite (demo data) and on PostgreSQL. Run alone
 * with `BENCH_ONLY=memory npm run bench`; `BENCH_COMPARE_DIR` measures another checkout (main) too.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { productionNodeFlags } from "../scripts/node-flags.ts";
import { freePort, rssMb, waitHealthy } from "./support/start-app.ts";
import { queryOnce } from "./support/throwaway-postgres.ts";

export type MemoryStart = {
  firstStartMs: number;
  restartMs: number[];
  rssPglite: number;
  rssPostgres: number;
};

type Started = { baseURL: string; child: ChildProcess; ms: number };

async function start(root: string, dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [...productionNodeFlags(root), "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BASE_URL: baseURL,
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const ms = await waitHealthy(baseURL, began);
  return { baseURL, child, ms };
}

/** The machine's load average when a figure was taken (the machine is shared: figures move with it). */
function load() {
  const [one, five] = os.loadavg();
  return `(load ${one.toFixed(1)} / ${five.toFixed(1)})`;
}

async function stop({ child }: Started) {
  child.kill("SIGTERM");
  if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

/** What a visitor's first minutes do: every public page and sign-in, a few seconds each. */
async function warmUp(baseURL: string) {
  for (const page of ["/", "/services", "/blog", "/about", "/login", "/healthz"]) {
    await autocannon({ url: baseURL + page, connections: 10, duration: 2 });
  }
}

export async function measureMemoryStart(root: string): Promise<MemoryStart> {
  const dirs: string[] = [];
  const tmp = (name: string) => {
    dirs.push(mkdtempSync(path.join(os.tmpdir(), `agency-bench-${name}-`)));
    return dirs[dirs.length - 1];
  };
  const fresh = tmp("fresh");
  const seeded = tmp("seeded");
  try {
    // First start after `npm ci`: a build from scratch, then initdb and migrations.
    const first = await start(root, fresh, { FORCE_BUILD: "true" });
    console.log(`[${root}] first start after npm ci: ${(first.ms / 1000).toFixed(1)} s ${load()}`);
    await stop(first);
    const restartMs: number[] = [];
    for (let i = 0; i < 2; i++) {
      const again = await start(root, fresh);
      restartMs.push(again.ms);
      console.log(`[${root}] restart: ${(again.ms / 1000).toFixed(1)} s ${load()}`);
      await stop(again);
    }

    execFileSync(process.execPath, ["server/cli.ts", "seed:demo"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: seeded, DATABASE_URL: "" },
      stdio: "ignore",
    });
    const onPglite = await start(root, seeded);
    await warmUp(onPglite.baseURL);
    const rssPglite = rssMb(onPglite.child.pid ?? 0);
    console.log(`[${root}] RSS after warm-up on PGlite: ${rssPglite.toFixed(0)} MB ${load()}`);
    await stop(onPglite);

    let rssPostgres = Number.NaN;
    const url = process.env.BENCH_DATABASE_URL;
    if (url) {
      const name = `bench_memory_${process.pid}`;
      await queryOnce(url, `create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      try {
        // A server on a database refuses to start without a shared session secret (docs/deploy.md).
        const onPostgres = await start(root, tmp("pg"), {
          DATABASE_URL: target.toString(),
          AUTH_SECRET: "bench-secret-".padEnd(40, "x"),
        });
        await warmUp(onPostgres.baseURL);
        rssPostgres = rssMb(onPostgres.child.pid ?? 0);
        console.log(`[${root}] RSS after warm-up on PostgreSQL: ${rssPostgres.toFixed(0)} MB ${load()}`);
        await stop(onPostgres);
      } finally {
        await queryOnce(url, `drop database if exists ${name} with (force)`);
      }
    }
    return { firstStartMs: first.ms, restartMs, rssPglite, rssPostgres };
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

export function printMemoryStart(label: string, m: MemoryStart) {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${label}: RSS after warm-up PGlite ${m.rssPglite.toFixed(0)} MB, PostgreSQL ${
      Number.isNaN(m.rssPostgres) ? "(set BENCH_DATABASE_URL)" : `${m.rssPostgres.toFixed(0)} MB`
    }; first start after npm ci (build + fresh data) ${s(m.firstStartMs)}; restart with the same build ${m.restartMs.map(s).join(", ")}`,
  );
}
