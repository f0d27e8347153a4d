/* (c) `kill -9` of the server in the middle of writes (contact briefs, portal messages, uploads),
   on PGlite and on PostgreSQL, then a restart on the same data: every acknowledged write is
   there, the database opens cleanly (opened directly by this process before the restart), the
   server answers /healthz, every stored upload is served whole (same SHA-256 as was sent), and
   the restart's sweep removed the unfinished uploads (`*.part`) the kill left.
   BENCH_KILL_ROUNDS rounds per backend (default 3). */
import { readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rows } from "../../server/campaigns/sql-rows.ts";
import { openDatabase } from "../../server/db/client.ts";
import { projects } from "../../server/db/schema.ts";
import { STALE_PART_MS } from "../../server/storage/local-disk.ts";
import { benchUsers, benchUsersCli, signIn } from "../support/session.ts";
import { startApp } from "../support/start-app.ts";
import { createThrowawayDatabase } from "../support/throwaway-postgres.ts";
import { type Sent, sha256, startWriters, type WriteKind } from "./kill-writes.ts";

const ROUNDS = Number(process.env.BENCH_KILL_ROUNDS ?? 3);
const LANES = Number(process.env.BENCH_KILL_LANES ?? 2);

type Totals = Record<string, number>;
const add = (t: Totals, key: string, n = 1) => {
  t[key] = (t[key] ?? 0) + n;
};

/** Opens the database the way the server would, straight after the crash, and reads the bench rows. */
async function readBack(where: { url?: string; dataDir: string }) {
  const started = performance.now();
  const database = await openDatabase({ url: where.url, dataDir: where.dataDir, migrate: false });
  const openMs = performance.now() - started;
  try {
    const db = database.db;
    const found = {
      brief: new Set(
        (
          await rows<{ email: string }>(
            db,
            sql`select email from contact_submissions where email like 'kill-%'`,
          )
        ).map((r) => r.email.replace("@bench.test", "")),
      ),
      message: new Set(
        (
          await rows<{ content: string }>(
            db,
            sql`select content from client_messages where content like 'kill-%'`,
          )
        ).map((r) => r.content),
      ),
      upload: new Set<string>(),
    };
    const deliverables = await rows<{ id: string; name: string }>(
      db,
      sql`select id, file_name as name from project_deliverables where file_name like 'kill-%'`,
    );
    for (const d of deliverables) found.upload.add(d.name);
    return { openMs, found, deliverables };
  } finally {
    await database.close();
  }
}

function filesEndingIn(folder: string, suffix: string) {
  try {
    return readdirSync(folder, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(suffix))
      .map((f) => path.join(folder, f));
  } catch {
    return [];
  }
}

/* The start-up sweep removes a `.part` only once it is older than STALE_PART_MS (it may be another
   instance's upload in flight until then): age the kill's leftovers as if the restart came later. */
function ageBeyondSweep(files: string[]) {
  const old = new Date(Date.now() - STALE_PART_MS - 60_000);
  for (const file of files) utimesSync(file, old, old);
}

async function runBackend(label: string, url?: string) {
  const totals: Totals = {};
  let projectId = "";
  const app = await startApp({
    cli: benchUsersCli(),
    env: { ...(url ? { DATABASE_URL: url } : {}), SIGN_IN_RATE_LIMIT: "1000" },
    logFile: `/tmp/bench-kill-${Date.now()}.log`,
    async beforeLaunch(dataDir) {
      const database = await openDatabase({ url, dataDir, migrate: false });
      [{ id: projectId }] = await database.db
        .insert(projects)
        .values({ name: "Crash bench" })
        .returning({ id: projects.id });
      await database.close();
    },
  });
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const admin = await signIn(app.baseURL, benchUsers.admin.email, benchUsers.admin.password);
      const client = await signIn(app.baseURL, benchUsers.client.email, benchUsers.client.password);
      const writers = startWriters(
        { baseURL: app.baseURL, admin, client, projectId, round: `r${round}` },
        LANES,
      );
      // Let a few writes of each kind be acknowledged, then kill at a random moment.
      const enough = (s: Sent) => Object.values(s.acked).every((set) => set.size >= 3);
      for (let waited = 0; !enough(writers.sent) && waited < 120_000; waited += 100)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, Math.random() * 2_000));
      await app.crash();
      await writers.done;
      add(totals, "kills");

      const back = await readBack({ url, dataDir: app.dataDir });
      add(totals, "open ms (sum)", back.openMs);
      for (const kind of ["brief", "message", "upload"] as WriteKind[]) {
        const acked = writers.sent.acked[kind];
        add(totals, `${kind}s acknowledged`, acked.size);
        add(totals, `${kind}s lost`, [...acked].filter((k) => !back.found[kind].has(k)).length);
        add(
          totals,
          `${kind}s stored, not acknowledged`,
          [...back.found[kind]].filter((k) => k.includes(`-r${round}-`) && !acked.has(k)).length,
        );
      }
      totals.refused = (totals.refused ?? 0) + writers.sent.refused.length;
      const uploads = path.join(app.dataDir, "uploads");
      const parts = filesEndingIn(uploads, ".part");
      add(totals, "partial files left by the kill (.part)", parts.length);
      ageBeyondSweep(parts);

      add(totals, "restart ms (sum)", await app.relaunch());
      add(totals, "partial files left after the restart", filesEndingIn(uploads, ".part").length);
      add(totals, "healthz 200 after restart");
      const adminAgain = await signIn(app.baseURL, benchUsers.admin.email, benchUsers.admin.password);
      for (const d of back.deliverables.filter((x) => x.name.includes(`-r${round}-`))) {
        const response = await fetch(`${app.baseURL}/files/deliverables/${d.id}`, {
          headers: { cookie: adminAgain },
        });
        const body = new Uint8Array(await response.arrayBuffer());
        if (!response.ok) add(totals, `uploads not served (${response.status})`);
        else if (sha256(body) === writers.sent.uploads.get(d.name)) add(totals, "uploads served whole");
        else add(totals, "uploads served HALF-WRITTEN");
      }
    }
  } finally {
    await app.stop();
  }
  console.log(`\n${label}: ${ROUNDS} kills, ${LANES} lanes per kind of write`);
  for (const [key, value] of Object.entries(totals)) {
    const shown = key.endsWith("(sum)") ? `${(value / ROUNDS).toFixed(0)} (mean)` : String(value);
    console.log(`  ${key.replace(" (sum)", "").padEnd(40)}${shown}`);
  }
}

export async function killDuringWrites() {
  await runBackend("PGlite");
  const database = await createThrowawayDatabase("bench_kill");
  try {
    await runBackend("PostgreSQL", database.url);
  } finally {
    await database.drop();
  }
}
