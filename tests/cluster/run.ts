/**
 * The cluster test (issue 33 item 4), run by `npm test` after the build: two built app instances
 * on one fresh PostgreSQL database and one S3 server (s3rver), behind nginx running
 * deploy/nginx.conf (round robin, no sticky sessions). Everything a visitor or an admin does
 * through nginx must work whichever instance answers, and the loss of an instance (kill -9) must
 * cost no GET. Prints its figures; writes .tmp/cluster-report.json for scripts/test.ts.
 *
 * Skipped, with the reason printed, when PostgreSQL (127.0.0.1:5432, or CLUSTER_DATABASE_URL),
 * nginx, s3rver or the build are missing.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { signInThroughApi } from "../e2e/support/app-process.ts";
import { testUsers } from "../e2e/support/users.ts";
import { clusterPrerequisites, createCluster } from "../support/cluster.ts";

const reportFile = ".tmp/cluster-report.json";
const report = {
  passed: 0,
  failed: 0,
  skipped: 0,
  failures: [] as string[],
  figures: {} as Record<string, unknown>,
};
mkdirSync(".tmp", { recursive: true });
rmSync(reportFile, { force: true });

function finish(code: number): never {
  writeFileSync(reportFile, JSON.stringify(report, null, 2));
  process.exit(code);
}

function skip(reason: string): never {
  console.log(`Cluster test skipped: ${reason}`);
  report.skipped = 1;
  finish(0);
}

const prerequisites = await clusterPrerequisites();
if ("missing" in prerequisites) skip(prerequisites.missing);

// ── Set-up (tests/support/cluster.ts, shared with bench/cluster.ts) ──────────────────────────
const started = Date.now();
const cluster = await createCluster(prerequisites, { name: "cluster" });
const { baseURL, origin, instances, db, databaseName } = cluster;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Checks ────────────────────────────────────────────────────────────────────────────────────
async function check(name: string, run: () => Promise<unknown>) {
  const start = Date.now();
  try {
    const figure = await run();
    report.passed++;
    console.log(`  ✓ ${name} (${Date.now() - start} ms)${figure ? `\n      ${figure}` : ""}`);
  } catch (error) {
    report.failed++;
    report.failures.push(name);
    console.log(`  ✗ ${name}\n      ${(error as Error).stack ?? error}`);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

let adminCookie = "";
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

/** An event stream (GET /api/events) read in the background; waitFor resolves once the text shows. */
async function openEvents(url: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, {
    headers: { cookie: adminCookie },
    signal: controller.signal,
  });
  expect(response.ok && response.body, `event stream answered ${response.status}`);
  let received = "";
  let ended = false;
  void (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) received += read.value;
  })()
    .catch(() => {})
    .finally(() => {
      ended = true;
    });
  return {
    async waitFor(pattern: RegExp, ms: number) {
      const deadline = Date.now() + ms;
      while (!pattern.test(received)) {
        if (ended) throw new Error(`the stream of ${url} ended`);
        if (Date.now() > deadline)
          throw new Error(
            `no ${pattern} on ${url}'s stream in ${ms} ms: ${JSON.stringify(received.slice(-300))}`,
          );
        await sleep(10);
      }
    },
    close: () => controller.abort(),
  };
}

async function sessionUser(url: string, cookie: string) {
  const response = await fetch(`${url}/api/session`, { headers: { cookie } });
  return ((await response.json()) as { userId: string | null }).userId;
}

try {
  console.log(`Cluster: 2 instances, PostgreSQL database ${databaseName}, s3rver, nginx on ${baseURL}`);
  report.figures.startBothMs = await cluster.start();
  await db.query("insert into projects (name) values ('Cluster project')");
  console.log(
    `Set up in ${((Date.now() - started) / 1000).toFixed(1)} s (both instances ready in ${report.figures.startBothMs} ms)`,
  );
  const [a, b] = instances;

  await check("nginx spreads requests over both instances (round robin, no stickiness)", async () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i++) {
      const upstream = (await fetch(`${baseURL}/healthz`)).headers.get("x-upstream") ?? "?";
      seen.set(upstream, (seen.get(upstream) ?? 0) + 1);
    }
    expect(seen.size === 2, `one upstream only: ${[...seen.keys()]}`);
    return `20 requests: ${[...seen].map(([k, v]) => `${k} ${v}`).join(", ")}`;
  });

  const adminUser = testUsers.admin;
  await check(
    "a session made through nginx works on every instance; sign-out ends it everywhere",
    async () => {
      const cookie = cookieHeader(await signInThroughApi(baseURL, adminUser.email, adminUser.password));
      const userA = await sessionUser(a.url, cookie);
      const userB = await sessionUser(b.url, cookie);
      expect(userA && userA === userB, `instance a: ${userA}, instance b: ${userB}`);
      const out = await fetch(`${baseURL}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, ...origin, "content-type": "application/json" },
        body: "{}",
      });
      expect(out.ok, `sign-out answered ${out.status}`);
      const after = [await sessionUser(a.url, cookie), await sessionUser(b.url, cookie)];
      expect(
        after.every((id) => id === null),
        `still signed in after sign-out: ${after}`,
      );
      adminCookie = cookieHeader(await signInThroughApi(baseURL, adminUser.email, adminUser.password));
    },
  );

  await check(
    "a deliverable uploaded through one instance downloads whole through the other; the live update reaches a stream held by the other",
    async () => {
      const {
        rows: [project],
      } = await db.query("select id from projects order by created_at limit 1");
      expect(project, "no project in the demo data");
      // An event stream held by each instance: the one that did not take the upload must hear of it.
      const streams = new Map(
        await Promise.all(
          instances.map(async (instance) => [instance, await openEvents(instance.url)] as const),
        ),
      );
      for (const stream of streams.values()) await stream.waitFor(/event: ready/, 5_000);

      const content = randomBytes(20 * 1024 * 1024 + 777);
      // Uploads are checked by content (docs/decisions/022): it starts as a zip file does.
      content.set([0x50, 0x4b, 0x03, 0x04]);
      const checksum = createHash("sha256").update(content).digest("hex");
      const form = new FormData();
      form.set("intent", "upload-deliverable");
      form.set("projectId", project.id);
      form.set("fileName", "Cluster proof");
      form.set("file", new Blob([content]), "cluster-proof.zip");
      const uploadStart = Date.now();
      // Through nginx (a form post must come through the address the browser knows); the instance
      // that took it is named by X-Upstream, and the download then goes to the other one.
      const upload = await fetch(`${baseURL}/admin/client-portal`, {
        method: "POST",
        headers: { cookie: adminCookie, ...origin },
        body: form,
      });
      const uploadMs = Date.now() - uploadStart;
      expect(
        upload.ok,
        `upload answered ${upload.status}: ${/Failed to upload[^"<]*/.exec(await upload.text())?.[0]}`,
      );
      const uploadedBy = cluster.answeredBy(upload);
      expect(uploadedBy, `unknown upstream ${upload.headers.get("x-upstream")}`);
      const other = uploadedBy === a ? b : a;
      const liveStart = Date.now();
      await streams.get(other)!.waitFor(/data: .*deliverable/i, 5_000);
      const liveMs = Date.now() - liveStart;
      for (const stream of streams.values()) stream.close();

      const {
        rows: [row],
      } = await db.query(
        "select id, storage_key from project_deliverables where file_name = 'Cluster proof'",
      );
      expect(row?.storage_key, "no stored deliverable row");
      const downloadStart = Date.now();
      const download = await fetch(`${other.url}/files/deliverables/${row.id}`, {
        headers: { cookie: adminCookie },
      });
      expect(download.ok, `download through ${other.name} answered ${download.status}`);
      const downloaded = Buffer.from(await download.arrayBuffer());
      const downloadMs = Date.now() - downloadStart;
      expect(
        createHash("sha256").update(downloaded).digest("hex") === checksum,
        "the download differs from the upload",
      );
      const viaNginx = await fetch(`${baseURL}/files/deliverables/${row.id}`, {
        headers: { cookie: adminCookie },
      });
      expect(
        createHash("sha256")
          .update(Buffer.from(await viaNginx.arrayBuffer()))
          .digest("hex") === checksum,
        "the download through nginx differs",
      );
      const mb = content.length / 1024 / 1024;
      report.figures.uploadMBps = +(mb / (uploadMs / 1000)).toFixed(1);
      report.figures.downloadMBps = +(mb / (downloadMs / 1000)).toFixed(1);
      report.figures.liveUpdateMs = liveMs;
      return `${mb.toFixed(1)} MB: upload via ${uploadedBy.name} ${uploadMs} ms, download via ${other.name} ${downloadMs} ms (same sha256); live event on ${other.name}'s stream ${liveMs} ms after the upload answered`;
    },
  );

  await check("sign-in attempts are counted across instances (X-Forwarded-For through nginx)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7", ...origin },
        body: JSON.stringify({ email: `nobody-${i}@example.test`, password: "wrong-password" }),
      });
      statuses.push(response.status);
    }
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused === 5, `limit 5 per minute, statuses: ${statuses.join(" ")}`);
    // Another address is not affected.
    const other = await fetch(`${baseURL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99", ...origin },
      body: JSON.stringify({ email: "nobody@example.test", password: "wrong-password" }),
    });
    expect(other.status !== 429, "another address was refused too");
    return `statuses: ${statuses.join(" ")}`;
  });

  await check("contact-form submissions are counted across instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(`${baseURL}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.8", ...origin },
        body: JSON.stringify({
          name: "Cluster Test",
          email: `cluster-${i}@example.test`,
          project_details: "A project brief long enough to pass the form's checks, sent by the cluster test.",
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses.indexOf(429) === 8, `limit 8 per 10 minutes, statuses: ${statuses.join(" ")}`);
    return `statuses: ${statuses.join(" ")}`;
  });

  await check("a settings change shows on every instance within a second", async () => {
    const siteName = `Cluster Agency ${Date.now().toString(36)}`;
    // The home page is served from each instance's page cache: both must drop it.
    await Promise.all([fetch(`${a.url}/`), fetch(`${b.url}/`)]);
    const saved = await fetch(`${baseURL}/admin/settings`, {
      method: "POST",
      headers: { cookie: adminCookie, ...origin, "content-type": "application/json" },
      // An import of one setting: the same write, notification and cache drop as the form's save.
      body: JSON.stringify({ intent: "import-apply", text: JSON.stringify({ siteName }) }),
    });
    expect(saved.ok, `saving answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
    const savedAt = Date.now();
    const seenAfter = await Promise.all(
      [a, b].map(async (instance) => {
        while (Date.now() - savedAt < 1_000) {
          if ((await (await fetch(`${instance.url}/`)).text()).includes(siteName))
            return Date.now() - savedAt;
          await sleep(25);
        }
        return null;
      }),
    );
    expect(
      seenAfter.every((ms) => ms !== null),
      `not shown within a second: a ${seenAfter[0]}, b ${seenAfter[1]}`,
    );
    return `shown on a after ${seenAfter[0]} ms, on b after ${seenAfter[1]} ms`;
  });

  await check(
    "kill -9 of one instance under mixed traffic: every GET answered, failed POSTs counted, the instance rejoins",
    async () => {
      const tally = { gets: 0, getFailures: 0, getsCut: 0, posts: 0, postFailures: 0 };
      const failures: string[] = [];
      let running = true;
      let n = 0;
      const worker = async (w: number) => {
        while (running) {
          const i = n++;
          if (i % 4 === 3) {
            tally.posts++;
            const ok = await fetch(`${baseURL}/api/contact`, {
              method: "POST",
              signal: AbortSignal.timeout(15_000),
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `203.0.113.${(i % 250) + 1}`,
                ...origin,
              },
              body: JSON.stringify({
                name: "Traffic",
                email: `traffic-${i}@example.test`,
                project_details: "Mixed traffic while an instance is killed; this brief is long enough.",
              }),
            }).then(
              (r) => r.status < 500 || r.status === 429,
              () => false,
            );
            if (!ok) tally.postFailures++;
          } else {
            tally.gets++;
            const path = ["/", "/healthz", "/api/session", "/services"][i % 4];
            const response = await fetch(`${baseURL}${path}`, {
              headers: w % 2 ? { cookie: adminCookie } : {},
              signal: AbortSignal.timeout(15_000),
            }).catch((error: Error) => error);
            if (response instanceof Error || response.status >= 500) {
              tally.getFailures++;
              failures.push(`${path}: ${response instanceof Error ? response.message : response.status}`);
            } else {
              // An answer already on its way when its instance died is cut short: nginx can retry
              // a request, not a response it has begun to pass on. Counted and reported apart.
              const whole = await response.arrayBuffer().then(
                () => true,
                () => false,
              );
              if (!whole) tally.getsCut++;
            }
          }
        }
      };
      const workers = Array.from({ length: 6 }, (_, w) => worker(w));
      await sleep(1_500);
      const killedAt = Date.now();
      a.process!.kill("SIGKILL");
      console.log("      killed instance a (kill -9)");
      await sleep(2_500);
      cluster.startInstance(a);
      await cluster.waitReady(a);
      console.log("      instance a ready again");
      const rejoinedMs = Date.now() - killedAt;
      await sleep(1_000);
      running = false;
      await Promise.all(workers);
      // Past nginx's fail_timeout (5 s after the last failed try, which may be as late as the
      // restart) the restarted instance is sent requests again: ask until it answers, 15 s at most.
      const seen = new Set<string>();
      const askUntil = Date.now() + 15_000;
      while (!seen.has(`127.0.0.1:${a.port}`) && Date.now() < askUntil) {
        const r = await fetch(`${baseURL}/healthz`);
        seen.add(r.headers.get("x-upstream") ?? "?");
        await r.arrayBuffer().catch(() => {});
        await sleep(100);
      }
      report.figures.kill9 = { ...tally, rejoinedMs };
      expect(tally.getFailures === 0, `GETs failed: ${failures.slice(0, 5).join("; ")}`);
      expect(seen.has(`127.0.0.1:${a.port}`), `the restarted instance gets no requests: ${[...seen]}`);
      return `${tally.gets} GETs, all answered (${tally.getsCut} cut short mid-answer by the kill); ${tally.posts} POSTs, ${tally.postFailures} failed (reported to their senders); killed instance ready again after ${rejoinedMs} ms and back in rotation`;
    },
  );
} catch (error) {
  report.failed++;
  report.failures.push("set-up");
  console.log(`Cluster set-up failed: ${(error as Error).stack ?? error}`);
  cluster.printLogs();
} finally {
  await cluster.cleanUp();
}

console.log(
  `Cluster test: ${report.passed} passed, ${report.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`Figures: ${JSON.stringify(report.figures)}`);
finish(report.failed ? 1 : 0);
