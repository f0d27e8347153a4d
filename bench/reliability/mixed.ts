/* (a) Mixed load on PostgreSQL: public pages, contact briefs within the form's limit, admin lists
   and portal messages, from BENCH_CONCURRENCY workers for BENCH_MIXED_SECONDS (default 600).
   Prints per kind: requests, errors (any answer other than 2xx/3xx, or a network error), 429s of
   the contact form apart, p50 and p99. */
import { randomUUID } from "node:crypto";
import { percentile, secondsFromEnv } from "../support/percentiles.ts";
import { benchUsers, benchUsersCli, signIn } from "../support/session.ts";
import { startApp } from "../support/start-app.ts";
import { createThrowawayDatabase } from "../support/throwaway-postgres.ts";

type Kind = "public page" | "contact brief" | "admin list" | "portal read" | "portal message";
type Tally = { count: number; errors: number; limited: number; ms: number[]; samples: string[] };

const PUBLIC = ["/", "/services", "/blog", "/about", "/contact", "/showcase"];
const ADMIN = [
  "/admin",
  "/admin/contacts",
  "/admin/contacts?q=garcia",
  "/admin/submissions",
  "/admin/subscribers",
  "/admin/client-portal?tab=messages",
];
// The contact form allows 8 briefs per address per 10 minutes; each simulated visitor (a distinct
// address behind the loopback proxy, X-Forwarded-For) sends 4, so no brief should meet the limit.
const BRIEFS_PER_VISITOR = 4;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

export async function mixedLoad() {
  const durationMs = secondsFromEnv("BENCH_MIXED_SECONDS", 600);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
  const database = await createThrowawayDatabase("bench_mixed");
  const logFile = `/tmp/bench-mixed-${Date.now()}.log`;
  const app = await startApp({
    cli: [...benchUsersCli(), ["seed:demo"]],
    env: { DATABASE_URL: database.url, SIGN_IN_RATE_LIMIT: "1000" },
    logFile,
  });
  const { baseURL } = app;
  const tallies = new Map<Kind, Tally>();
  let briefs = 0;
  try {
    const admin = await signIn(baseURL, benchUsers.admin.email, benchUsers.admin.password);
    const client = await signIn(baseURL, benchUsers.client.email, benchUsers.client.password);
    const post = /href="(\/blog\/[a-z0-9][a-z0-9-]*)"/.exec(
      await (await fetch(`${baseURL}/blog`)).text(),
    )?.[1];
    const publicPaths = post ? [...PUBLIC, post] : PUBLIC;

    const request = (kind: Kind): [string, RequestInit] => {
      const write = { origin: baseURL };
      switch (kind) {
        case "public page":
          return [pick(publicPaths), {}];
        case "admin list":
          return [pick(ADMIN), { headers: { cookie: admin } }];
        case "portal read":
          return ["/client-portal/messages", { headers: { cookie: client } }];
        case "portal message":
          return [
            "/client-portal/messages",
            {
              method: "POST",
              headers: { ...write, cookie: client },
              body: new URLSearchParams({ content: `Bench message ${randomUUID()}` }),
            },
          ];
        case "contact brief": {
          const n = briefs++;
          const visitor = Math.floor(n / BRIEFS_PER_VISITOR);
          return [
            "/api/contact",
            {
              method: "POST",
              headers: {
                ...write,
                "content-type": "application/json",
                "x-forwarded-for": `198.18.${(visitor >> 8) & 255}.${visitor & 255}`,
              },
              body: JSON.stringify({
                name: `Bench Visitor ${visitor}`,
                email: `visitor${n}@bench.test`,
                company: "Bench Co",
                service_needed: "media-production",
                budget_range: "1000-3000",
                subject: `Brief ${n}`,
                project_details: "A launch film for the benchmark.",
                project_win: "Fewer errors",
                honeypot_field: "",
              }),
            },
          ];
        }
      }
    };

    // Mostly reads, as a site sees them; one write in ten is a brief, one in ten a message.
    const mix: Kind[] = [
      ...Array<Kind>(5).fill("public page"),
      "admin list",
      "admin list",
      "portal read",
      "portal message",
      "contact brief",
    ];
    const deadline = performance.now() + durationMs;
    const worker = async () => {
      while (performance.now() < deadline) {
        const kind = pick(mix);
        const [path, init] = request(kind);
        const tally = tallies.get(kind) ?? { count: 0, errors: 0, limited: 0, ms: [], samples: [] };
        tallies.set(kind, tally);
        const started = performance.now();
        let outcome: string | number;
        try {
          const response = await fetch(baseURL + path, { ...init, redirect: "manual" });
          await response.arrayBuffer();
          outcome = response.status;
        } catch (error) {
          outcome = (error as Error).message;
        }
        tally.ms.push(performance.now() - started);
        tally.count++;
        if (outcome === 429 && kind === "contact brief") tally.limited++;
        else if (typeof outcome !== "number" || outcome >= 400) {
          tally.errors++;
          if (tally.samples.length < 5) tally.samples.push(`${init.method ?? "GET"} ${path} → ${outcome}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await app.stop();
    await database.drop();
  }

  const all = [...tallies.values()];
  const row = (label: string, t: Pick<Tally, "count" | "errors" | "limited" | "ms">) =>
    `${label.padEnd(16)}${String(t.count).padStart(8)}${String(t.errors).padStart(8)}${String(t.limited).padStart(6)}` +
    `${percentile(t.ms, 50).toFixed(0).padStart(8)}${percentile(t.ms, 99).toFixed(0).padStart(8)}`;
  console.log(
    `\nMixed load on PostgreSQL: ${durationMs / 1000} s, ${concurrency} concurrent workers (server log ${logFile})\n`,
  );
  console.log(
    `${"kind".padEnd(16)}${"requests".padStart(8)}${"errors".padStart(8)}${"429".padStart(6)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}`,
  );
  for (const [kind, t] of tallies) console.log(row(kind, t));
  console.log(
    row("all", {
      count: all.reduce((s, t) => s + t.count, 0),
      errors: all.reduce((s, t) => s + t.errors, 0),
      limited: all.reduce((s, t) => s + t.limited, 0),
      ms: all.flatMap((t) => t.ms),
    }),
  );
  for (const sample of all.flatMap((t) => t.samples)) console.log(`  error: ${sample}`);
}
