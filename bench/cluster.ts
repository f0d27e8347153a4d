/**
 * `npm run bench:cluster` (issue 33 item 7): the cluster of the cluster test (tests/support/cluster.ts:
 * two built instances on a fresh PostgreSQL database and s3rver, behind nginx running
 * deploy/nginx.conf), on its empty database (the admin and one project).
 *
 * 1. Pages: requests/s, p50, p99 and errors of public and admin pages (signed in as the admin)
 *    through nginx to both instances, and straight to instance a, alternately in one run
 *    (autocannon, BENCH_CONNECTIONS 50, BENCH_ROUNDS 2 rounds of BENCH_SECONDS 5 per target).
 * 2. Files: BENCH_ROUNDS uploads of a BENCH_FILE_MB (200) MB deliverable through nginx into S3 and
 *    its download, checked by SHA-256, with the resident memory (RSS) of every instance sampled
 *    every 50 ms; the goal is that the instance that carries the file stays under 250 MB.
 *
 * Prints the figures and writes them into bench/README.md between the "cluster" markers. Asserts
 * nothing; the exit code is 1 only when the cluster cannot run or a file comes back different.
 */
import { createHash, randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { testUsers } from "../tests/e2e/support/users.ts";
import { type ClusterInstance, clusterPrerequisites, createCluster } from "../tests/support/cluster.ts";
import { loadAverage } from "./support/percentiles.ts";
import { writeReadmeBlock } from "./support/readme-block.ts";
import { signIn } from "./support/session.ts";
import { rssMb } from "./support/start-app.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const fileMb = Number(process.env.BENCH_FILE_MB ?? 200);
const RSS_GOAL_MB = 250;

type Figures = { rps: number; p50: number; p99: number; errors: number };

const prerequisites = await clusterPrerequisites();
if ("missing" in prerequisites) {
  console.error(`The cluster cannot run: ${prerequisites.missing}`);
  process.exit(1);
}
const cluster = await createCluster(prerequisites, {
  name: "bench",
  // Room for the file and the form around it; one sign-in per bench, so the default limit is fine.
  env: { UPLOAD_MAX_MB: String(fileMb + 8) },
});
const [a] = cluster.instances;
const started = new Date();
const loadBefore = loadAverage();
let cookie = "";

async function measure(url: string, duration: number, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({ url, connections, duration, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

type PageRow = { page: string; admin: boolean; nginx: Figures[]; direct: Figures[] };

async function benchPages(pages: { path: string; admin: boolean }[]) {
  const rows: PageRow[] = [];
  for (const { path, admin } of pages) {
    const headers: Record<string, string> = admin ? { cookie } : {};
    // A short warm-up of both (page caches, JIT), then alternate: nginx, a, nginx, a...
    await measure(cluster.baseURL + path, 1, headers);
    await measure(a.url + path, 1, headers);
    const row: PageRow = { page: path, admin, nginx: [], direct: [] };
    for (let i = 0; i < rounds; i++) {
      row.nginx.push(await measure(cluster.baseURL + path, seconds, headers));
      row.direct.push(await measure(a.url + path, seconds, headers));
    }
    rows.push(row);
    console.log(
      `  ${path}: nginx ${row.nginx.map((f) => f.rps.toFixed(0)).join(" / ")} req/s, a alone ${row.direct.map((f) => f.rps.toFixed(0)).join(" / ")} req/s`,
    );
  }
  return rows;
}

/** Every instance's resident memory, sampled until stopped; the peak and the first sample of each. */
function sampleRss(instances: ClusterInstance[]) {
  const first = new Map<ClusterInstance, number>();
  const peak = new Map<ClusterInstance, number>();
  const sample = () => {
    for (const instance of instances) {
      const mb = rssMb(instance.process?.pid ?? 0);
      if (!Number.isFinite(mb)) continue;
      if (!first.has(instance)) first.set(instance, mb);
      peak.set(instance, Math.max(peak.get(instance) ?? 0, mb));
    }
  };
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { first, peak };
    },
  };
}

type Transfer = {
  by: string;
  mbps: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
  otherPeak: number;
};

/** The file: 1 MB of random bytes repeated, opening as a zip file does (uploads are checked by content). */
function benchFile() {
  const block = randomBytes(1024 * 1024);
  block.set([0x50, 0x4b, 0x03, 0x04]);
  const parts = Array.from({ length: fileMb }, () => block);
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return { blob: new Blob(parts), sha256: hash.digest("hex") };
}

function transferFigures(
  instance: ClusterInstance | undefined,
  ms: number,
  rss: ReturnType<ReturnType<typeof sampleRss>["stop"]>,
): Transfer {
  if (!instance) throw new Error("nginx did not say which instance answered (X-Upstream)");
  const others = cluster.instances.filter((i) => i !== instance).map((i) => rss.peak.get(i) ?? 0);
  return {
    by: instance.name,
    mbps: fileMb / (ms / 1000),
    seconds: ms / 1000,
    rssBefore: rss.first.get(instance) ?? Number.NaN,
    rssPeak: rss.peak.get(instance) ?? Number.NaN,
    otherPeak: Math.max(0, ...others),
  };
}

async function benchTransfer(round: number, projectId: string) {
  const file = benchFile();
  const form = new FormData();
  form.set("intent", "upload-deliverable");
  form.set("projectId", projectId);
  form.set("fileName", `Bench file ${round}`);
  form.set("file", file.blob, `bench-${round}.zip`);

  let rss = sampleRss(cluster.instances);
  let start = performance.now();
  const upload = await fetch(`${cluster.baseURL}/admin/client-portal`, {
    method: "POST",
    headers: { cookie, ...cluster.origin },
    body: form,
  });
  const uploadText = await upload.text();
  const uploadMs = performance.now() - start;
  const up = transferFigures(cluster.answeredBy(upload), uploadMs, rss.stop());
  if (!upload.ok) throw new Error(`the upload answered ${upload.status}: ${uploadText.slice(0, 300)}`);

  const {
    rows: [row],
  } = await cluster.db.query("select id from project_deliverables where file_name = $1", [
    `Bench file ${round}`,
  ]);
  if (!row) throw new Error(`the upload answered ${upload.status} but stored no deliverable`);
  rss = sampleRss(cluster.instances);
  start = performance.now();
  const download = await fetch(`${cluster.baseURL}/files/deliverables/${row.id}`, { headers: { cookie } });
  if (!download.ok || !download.body) throw new Error(`the download answered ${download.status}`);
  const hash = createHash("sha256");
  const reader = download.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) hash.update(read.value);
  const downloadMs = performance.now() - start;
  const down = transferFigures(cluster.answeredBy(download), downloadMs, rss.stop());
  const whole = hash.digest("hex") === file.sha256;
  if (!whole) throw new Error("the download differs from the upload (SHA-256)");
  return { up, down };
}

const n = (v: number, d = 0) =>
  v.toLocaleString("en", { minimumFractionDigits: d, maximumFractionDigits: d });

function pagesTable(rows: PageRow[]) {
  const runs = Array.from({ length: rounds }, (_, i) => i + 1);
  const head = `| page | ${runs.map((r) => `run ${r}: nginx → a + b req/s, p99 ms | a alone req/s, p99 ms | ratio`).join(" | ")} | errors |`;
  const lines = rows.map((row) => {
    const cells = runs.map((r) => {
      const x = row.nginx[r - 1];
      const y = row.direct[r - 1];
      return `${n(x.rps)}, ${n(x.p99)} | ${n(y.rps)}, ${n(y.p99)} | ${(x.rps / y.rps).toFixed(2)}`;
    });
    const errors = [...row.nginx, ...row.direct].reduce((s, f) => s + f.errors, 0);
    return `| ${row.admin ? "admin " : ""}\`${row.page}\` | ${cells.join(" | ")} | ${errors} |`;
  });
  return [head, `| --- | ${runs.map(() => "---: | ---: | ---:").join(" | ")} | ---: |`, ...lines].join("\n");
}

function transfersTable(transfers: { up: Transfer; down: Transfer }[]) {
  const line = (kind: string, t: Transfer, r: number) =>
    `| ${r} | ${kind} | ${t.by} | ${t.seconds.toFixed(1)} s, ${n(t.mbps, 1)} MB/s | ${n(t.rssBefore)} | **${n(t.rssPeak)}** ${t.rssPeak < RSS_GOAL_MB ? "✓" : "✗"} | ${n(t.otherPeak)} |`;
  return [
    `| run | ${fileMb} MB file | instance | time, rate | RSS before MB | RSS peak MB (goal < ${RSS_GOAL_MB}) | other instance's peak MB |`,
    "| --- | --- | --- | ---: | ---: | ---: | ---: |",
    ...transfers.flatMap(({ up, down }, i) => [
      line("upload through nginx into S3", up, i + 1),
      line("download from S3 through nginx", down, i + 1),
    ]),
  ].join("\n");
}

let failed = false;
try {
  const startMs = await cluster.start();
  console.log(`Cluster up in ${startMs} ms: nginx ${cluster.baseURL}, a ${a.url}`);
  await cluster.db.query("insert into projects (name) values ('Bench project')");
  const {
    rows: [project],
  } = await cluster.db.query("select id from projects where name = 'Bench project'");
  cookie = await signIn(cluster.baseURL, testUsers.admin.email, testUsers.admin.password);

  console.log(`Pages: ${connections} connections, ${rounds} alternating rounds of ${seconds} s per target`);
  const rows = await benchPages([
    { path: "/", admin: false },
    { path: "/services", admin: false },
    { path: "/blog", admin: false },
    { path: "/admin", admin: true },
    { path: "/admin/client-portal", admin: true },
  ]);
  console.log(`\n${pagesTable(rows)}\n\nFiles: ${rounds} × ${fileMb} MB`);
  const transfers = [];
  for (let round = 1; round <= rounds; round++) {
    transfers.push(await benchTransfer(round, project.id));
    const { up, down } = transfers.at(-1)!;
    console.log(
      `  run ${round}: upload via ${up.by} ${up.seconds.toFixed(1)} s, RSS ${n(up.rssBefore)} → ${n(up.rssPeak)} MB; download via ${down.by} ${down.seconds.toFixed(1)} s, RSS ${n(down.rssBefore)} → ${n(down.rssPeak)} MB`,
    );
  }
  const loadAfter = loadAverage();
  const table = [
    `Run of ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${loadBefore} before and ${loadAfter} after (1, 5, 15 min; 2 shared cores, with nginx, s3rver, PostgreSQL and autocannon on the same cores).`,
    "",
    `Pages: autocannon, ${connections} connections, ${rounds} alternating rounds of ${seconds} s per target (nginx in front of instances a and b, then instance a alone, each after a 1 s warm-up); admin pages with the admin's session cookie; errors are non-2xx answers and failed requests over all rounds.`,
    "",
    pagesTable(rows),
    "",
    `Files: a ${fileMb} MB deliverable uploaded through nginx (Client Portal form, into s3rver), then downloaded through nginx and compared by SHA-256 (the same in every run); RSS of every instance sampled every 50 ms during each transfer ("instance": the one nginx sent it to).`,
    "",
    transfersTable(transfers),
  ].join("\n");
  console.log(`\n${transfersTable(transfers)}\n\nLoad average ${loadBefore} before, ${loadAfter} after`);
  writeReadmeBlock(
    "cluster",
    "Several instances behind nginx (`npm run bench:cluster`, issue 33 item 7)",
    table,
    "top",
  );
} catch (error) {
  failed = true;
  console.error(`Cluster bench failed: ${(error as Error).stack ?? error}`);
  cluster.printLogs();
} finally {
  await cluster.cleanUp();
}
process.exit(failed ? 1 : 0);
