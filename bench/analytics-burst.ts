import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { sql } from "drizzle-orm";
import { rowsOf } from "../server/analytics/rollups.ts";
import { openDatabase } from "../server/db/client.ts";
import { percentile } from "./support/percentiles.ts";
import { startApp } from "./support/start-app.ts";

const ms = (n: number) => `${n.toFixed(1).padStart(8)} ms`;
const countKinds = (xs: string[]) =>
  Object.entries(Object.groupBy(xs, (x) => x))
    .map(([kind, all]) => `${kind} x${all?.length}`)
    .join(", ");

/*
 * The events go through a pool of kept-alive connections, as they reach an app behind a reverse
 * proxy; a new connection per event measures the client's and the kernel's accept queue instead.
 * The 40 bodies are encoded once: the client's own CPU must not be what limits the rate.
 */
const collectAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const bodies = Array.from({ length: 40 }, (_, page) =>
  Buffer.from(JSON.stringify({ k: "v", p: `/page-${page}`, w: 1280, l: "en" })),
);
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36";

function postCollect(url: string, n: number) {
  const body = bodies[n % bodies.length];
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent: collectAgent,
        headers: {
          "content-type": "text/plain",
          "content-length": body.length,
          "user-agent": USER_AGENT,
          // Many visitors: the app trusts X-Forwarded-For from a loopback peer (a local proxy).
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** CPU seconds a process has used so far (Linux /proc; utime + stime in clock ticks of 1/100 s). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** GET / in a loop until stopped: the page times and the failures. */
function timePages(baseURL: string) {
  const times: number[] = [];
  const errors: string[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const response = await fetch(`${baseURL}/`);
        await response.arrayBuffer();
        if (response.ok) times.push(performance.now() - t);
        else errors.push(`HTTP ${response.status}`);
      } catch (error) {
        // A page that fails under the burst is a finding to print, not a reason to stop measuring.
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        errors.push(cause ?? (error instanceof Error ? error.message : String(error)));
      }
    }
  })();
  return {
    times,
    errors,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * Posts `rate` page-view events per second to /api/collect of the built app for `seconds`, timing
 * GET / meanwhile; then stops the app (its writer flushes) and counts the stored rows. The sender
 * keeps to the schedule (a late tick sends what it owes), and the client's and the server's CPU
 * use are printed, so a shortfall shows which side was the limit. Returns true when all is well.
 */
export async function burst(dataDir: string, rate: number, seconds: number): Promise<boolean> {
  const app = await startApp({ env: { DATA_DIR: dataDir } });
  const url = `${app.baseURL}/api/collect`;
  console.log(`\n== Burst: ${rate} events/s to /api/collect for ${seconds} s, timing / meanwhile`);
  let sent = 0;
  let accepted = 0;
  const refusals: string[] = [];
  const postTimes: number[] = [];
  const pages = timePages(app.baseURL);
  const inflight = new Set<Promise<void>>();
  const started = performance.now();
  const [clientStart, serverStart] = [process.cpuUsage(), cpuSeconds(app.pid)];
  while (performance.now() - started < seconds * 1000) {
    const owed = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < owed) {
      const t = performance.now();
      const p = postCollect(url, sent++)
        .then((status) => {
          postTimes.push(performance.now() - t);
          if (status === 202) accepted++;
          else refusals.push(`HTTP ${status}`);
        })
        .catch((error: NodeJS.ErrnoException) => {
          refusals.push(error.code ?? String(error));
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(inflight);
  await pages.stop();
  const wall = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientStart);
  const serverCpu = cpuSeconds(app.pid) - serverStart;
  const load = os.loadavg()[0].toFixed(1);
  await app.stop(); // SIGTERM: the writer flushes its last batch
  const database = await openDatabase({ dataDir });
  const [{ n: stored }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`SELECT count(*)::int AS n FROM page_views`),
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `  events sent ${sent.toLocaleString("en")} in ${sendingSeconds.toFixed(1)} s (${(sent / sendingSeconds).toFixed(0)}/s), answered 202 ${accepted.toLocaleString("en")}, refused or failed ${refusals.length}${refusals.length ? ` (${countKinds(refusals)})` : ""}`,
  );
  console.log(
    `  answered ${(accepted / wall).toFixed(0)} events/s over ${wall.toFixed(1)} s (goal ${rate}); POST p50 ${ms(percentile(postTimes, 50))}, p99 ${ms(percentile(postTimes, 99))}`,
  );
  console.log(
    `  CPU over that time: client ${((100 * (client.user + client.system)) / 1e6 / wall).toFixed(0)}% of a core, server ${((100 * serverCpu) / wall).toFixed(0)}% of a core; load average ${load}`,
  );
  console.log(
    `  page views stored ${stored.toLocaleString("en")} (${stored === accepted ? "all" : "MISSING SOME"})`,
  );
  console.log(
    `  GET / during the burst: ${pages.times.length} requests, median ${ms(percentile(pages.times, 50))}, p99 ${ms(percentile(pages.times, 99))}`,
  );
  if (pages.errors.length > 0)
    console.log(`  GET / failed ${pages.errors.length} times: ${countKinds(pages.errors)}`);
  return stored === accepted && pages.errors.length === 0 && refusals.length === 0;
}
